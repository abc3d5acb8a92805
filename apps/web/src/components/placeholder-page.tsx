import { PageHeading } from './page-heading';

interface PlaceholderPageProps {
  title: string;
}

/** A page a later issue builds: only its heading for now. */
export function PlaceholderPage({ title }: PlaceholderPageProps) {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8">
      <PageHeading title={title} />
    </div>
  );
}

/** The same inside an area layout, which already sets the width and padding. */
export function AreaPlaceholderPage({ title }: PlaceholderPageProps) {
  return <PageHeading title={title} />;
}
