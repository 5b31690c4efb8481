import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml, sanitizeHtml } from './SafeHtml';

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers, frames and styles', () => {
    const clean = sanitizeHtml(
      '<p onclick="steal()">Hi<script>alert(1)</script></p><iframe src="https://x.example"></iframe><img src="https://img.example/a.png" onerror="steal()"><span style="position:fixed">x</span>',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|iframe|style=/i);
    expect(clean).toContain('<p>Hi</p>');
    expect(clean).toContain('src="https://img.example/a.png"');
  });

  it('keeps only http(s) and relative links, opened safely in a new tab', () => {
    const clean = sanitizeHtml(
      '<a href="javascript:alert(1)">a</a><a href="data:text/html,x">b</a><a href="https://ok.example/x">c</a><a href="/promotions">d</a><img src="data:image/png;base64,AAAA">',
    );
    expect(clean).not.toMatch(/javascript:|data:/);
    expect(clean).toContain('<a href="https://ok.example/x" target="_blank" rel="noopener noreferrer">c</a>');
    expect(clean).toContain('href="/promotions"');
  });
});

describe('SafeHtml', () => {
  it('renders the sanitised markup', () => {
    const { container } = render(<SafeHtml html={'<b>Bold</b><img src=x onerror="window.hacked=1">'} />);
    expect(container.querySelector('b')?.textContent).toBe('Bold');
    expect(container.innerHTML).not.toContain('onerror');
  });
});
