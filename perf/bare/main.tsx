// The bare page `npm run perf` measures the site against: React 19 built with the same Vite,
// rendering a heading, a line of text and a banner image of the site's first banner's size.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function Page() {
  return (
    <main>
      <h1>Bare React page</h1>
      <p>The same toolchain, nothing else.</p>
      <img src="/banner.svg" width={1200} height={360} alt="Banner" style={{ width: '100%', height: 'auto' }} />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Page />
  </StrictMode>,
);
