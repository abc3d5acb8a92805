interface DocumentTitleProps {
  title: string;
}

/** The tab title of the page (React 19 hoists <title> into <head>). */
export function DocumentTitle({ title }: DocumentTitleProps) {
  return <title>{`${title} · Meja`}</title>;
}
