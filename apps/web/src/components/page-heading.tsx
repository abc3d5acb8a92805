import type { ReactNode } from 'react';
import { DocumentTitle } from './document-title';

interface PageHeadingProps {
  title: string;
  description?: ReactNode;
}

export function PageHeading({ title, description }: PageHeadingProps) {
  return (
    <div className="mb-6">
      <DocumentTitle title={title} />
      <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{title}</h1>
      {description ? <p className="mt-2 text-stone-700">{description}</p> : null}
    </div>
  );
}
