import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from '../../../src/ui/components/modal';

function Opener({ onClose = () => undefined, nested = false }: { onClose?: () => void; nested?: boolean }) {
  const [open, setOpen] = useState(false);
  const [inner, setInner] = useState(false);
  const close = () => {
    setOpen(false);
    onClose();
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open offer
      </button>
      {open && (
        <Modal
          title="Weekend tournament"
          image={{ src: '/banner.svg', alt: 'Racing cars at the start line' }}
          onClose={close}
          actions={
            <>
              <button type="button" onClick={close}>
                Close
              </button>
              {nested && (
                <button type="button" onClick={() => setInner(true)}>
                  Details
                </button>
              )}
              <a href="/tournament">Join now</a>
            </>
          }
        >
          <p>Starts Friday at 8 pm.</p>
        </Modal>
      )}
      {inner && (
        <Modal
          title="Rules"
          onClose={() => setInner(false)}
          actions={
            <button type="button" onClick={() => setInner(false)}>
              Got it
            </button>
          }
        />
      )}
    </>
  );
}

describe('Modal component (design.md: traps focus, closes on Escape, returns focus)', () => {
  it('is a modal dialog named by its title and described by its body, with an optional image', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open offer' }));
    const dialog = screen.getByRole('dialog', { name: 'Weekend tournament' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Starts Friday at 8 pm.');
    expect(within(dialog).getByRole('img', { name: 'Racing cars at the start line' })).toHaveAttribute('src', '/banner.svg');
  });

  it('Shift+Tab from the first control wraps to the last, Tab from the last wraps to the first', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open offer' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const join = screen.getByRole('link', { name: 'Join now' });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(join).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
  });

  it('pulls focus back in when something outside is focused', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open offer' });
    await user.click(opener);
    opener.focus();
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
  });

  it('returns focus to the control that lost it while its request ran (a disabled submit button)', async () => {
    const user = userEvent.setup();
    let showFailure: (open: boolean) => void = () => undefined;
    function Form() {
      const [failed, setFailed] = useState(false);
      showFailure = setFailed;
      return (
        <>
          <button type="button">Send code</button>
          {failed && (
            <Modal
              title="Failed"
              onClose={() => setFailed(false)}
              actions={
                <button type="button" onClick={() => setFailed(false)}>
                  Close
                </button>
              }
            />
          )}
        </>
      );
    }
    render(<Form />);
    const send = screen.getByRole('button', { name: 'Send code' });
    send.focus();
    send.blur(); // what a browser does when the focused button disables itself during the request
    expect(document.activeElement).toBe(document.body);
    act(() => showFailure(true));
    expect(screen.getByRole('dialog', { name: 'Failed' })).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(send).toHaveFocus();
  });

  it('closes on a click on the backdrop and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open offer' });
    await user.click(opener);
    const backdrop = screen.getByRole('dialog').previousElementSibling as HTMLElement;
    await user.click(backdrop);
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('with two dialogs open, Escape closes only the top one and focus goes back into the first', async () => {
    const user = userEvent.setup();
    render(<Opener nested />);
    await user.click(screen.getByRole('button', { name: 'Open offer' }));
    const details = screen.getByRole('button', { name: 'Details' });
    await user.click(details);
    expect(screen.getByRole('button', { name: 'Got it' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Rules' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Weekend tournament' })).toBeInTheDocument();
    expect(details).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });
});
