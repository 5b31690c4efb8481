import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QrCode } from './QrCode';

describe('QrCode', () => {
  it('draws a link as a named image', () => {
    render(<QrCode text="https://example.com/r/BINH2026" label="QR code of BINH2026" />);
    expect(screen.getByRole('img', { name: 'QR code of BINH2026' })).toBeInTheDocument();
  });

  it('draws nothing, instead of throwing, for a text longer than a QR code holds', () => {
    const { container } = render(<QrCode text={`https://example.com/${'đ'.repeat(2000)}`} label="QR code" />);
    expect(container).toBeEmptyDOMElement();
  });
});
