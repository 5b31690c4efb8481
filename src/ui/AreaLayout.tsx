import type { ReactNode } from 'react';

/** The frame of an area page: its heading, a line about it, and its content. */
export function AreaLayout({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <div className="container area">
      <header className="area__header">
        <h1 className="area__title">{title}</h1>
        {intro ? <p className="area__intro">{intro}</p> : null}
      </header>
      {children}
    </div>
  );
}
