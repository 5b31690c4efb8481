import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIALOG_FADE_MS, Dialog } from './Dialog';

function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
}

/** A page with a button that opens a deposit dialog, as a feature would use it. */
function Page({ onClose = () => {}, initiallyOpen = false }: { onClose?: () => void; initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Deposit
      </button>
      <Dialog
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Make a deposit"
        closeLabel="Close"
        footer={<button type="button">Confirm</button>}
      >
        <label>
          Amount <input />
        </label>
      </Dialog>
    </>
  );
}

async function openDialog(user = userEvent.setup()) {
  await user.click(screen.getByRole('button', { name: 'Deposit' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Make a deposit' }) };
}

afterEach(() => {
  vi.useRealTimers();
  setScrollY(0);
});

describe('Dialog', () => {
  it('is a modal dialog named by its title, rendered over an inert page', async () => {
    const { container } = render(<Page />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Make a deposit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(container.contains(dialog)).toBe(false);
    expect(container).toHaveAttribute('inert');
  });

  it('closes with Escape, the × button and a click on the backdrop, not a click inside', async () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    const { user, dialog } = await openDialog();

    await user.click(screen.getByRole('textbox', { name: 'Amount' }));
    await user.click(dialog);
    expect(onClose).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);

    await openDialog(user);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);

    await openDialog(user);
    const backdrop = document.querySelector('.dialog-layer[data-state="open"] .dialog-backdrop');
    expect(backdrop).not.toBeNull();
    fireEvent.click(backdrop!);
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('moves focus inside, keeps Tab inside and gives focus back to the opener', async () => {
    render(<Page />);
    const { user } = await openDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(close).toHaveFocus());

    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveFocus();
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Deposit' })).toHaveFocus();
  });

  it('locks page scroll while open and restores the position after', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    setScrollY(300);
    render(<Page />);
    const { user } = await openDialog();
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-300px');

    setScrollY(0); // a fixed <body> leaves the page at the top
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
    expect(document.body.style.position).toBe('');
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 300 }));
  });

  it('fades out for 400 ms, then leaves the document', () => {
    vi.useFakeTimers();
    render(<Page initiallyOpen />);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    act(() => vi.advanceTimersByTime(DIALOG_FADE_MS - 1));
    expect(screen.getByRole('dialog', { name: 'Make a deposit' }).closest('.dialog-layer')).toHaveAttribute('data-state', 'closed');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('with two dialogs open, Escape closes only the top one', async () => {
    const closeOuter = vi.fn();
    const closeInner = vi.fn();
    function Stacked() {
      const [inner, setInner] = useState(false);
      return (
        <Dialog open onClose={closeOuter} title="Wallet" closeLabel="Close">
          <button type="button" onClick={() => setInner(true)}>
            Withdraw
          </button>
          <Dialog
            open={inner}
            onClose={() => {
              closeInner();
              setInner(false);
            }}
            title="Confirm withdrawal"
            closeLabel="Close"
          >
            Sure?
          </Dialog>
        </Dialog>
      );
    }
    const user = userEvent.setup();
    render(<Stacked />);
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    await screen.findByRole('dialog', { name: 'Confirm withdrawal' });

    await user.keyboard('{Escape}');
    expect(closeInner).toHaveBeenCalledTimes(1);
    expect(closeOuter).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(closeOuter).toHaveBeenCalledTimes(1);
    expect(closeInner).toHaveBeenCalledTimes(1);
  });
});
