// A disclosure menu of links: a button with aria-expanded; Escape, a click outside or choosing a link closes it.
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';

export interface MenuLink {
  label: string;
  to: string;
}

export interface DropdownMenuProps {
  label: string;
  links: readonly MenuLink[];
  align?: 'start' | 'end';
  className?: string;
}

export function DropdownMenu({ label, links, align = 'start', className }: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // Navigating anywhere closes the menu.
  const [seenLocation, setSeenLocation] = useState(location.key);
  if (seenLocation !== location.key) {
    setSeenLocation(location.key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // Keyboard and focus handling sit on the wrapper (native listeners): Escape closes and returns focus to
  // the button, arrow keys move through the links, and focus leaving the menu closes it.
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const items = () => Array.from(element.querySelectorAll<HTMLAnchorElement>('.dropdown__link'));
    const focusItem = (index: number) => {
      const list = items();
      if (list.length === 0) return;
      list[(index + list.length) % list.length]?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && open) {
        event.preventDefault();
        setOpen(false);
        button.current?.focus();
        return;
      }
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (!open) {
        setOpen(true);
        requestAnimationFrame(() => focusItem(step === 1 ? 0 : -1));
        return;
      }
      const current = items().findIndex((item) => item === document.activeElement);
      focusItem(current === -1 ? (step === 1 ? 0 : -1) : current + step);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (open && !(event.relatedTarget instanceof Node && element.contains(event.relatedTarget))) setOpen(false);
    };
    element.addEventListener('keydown', onKeyDown);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      element.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  return (
    <div ref={root} className={['dropdown', className].filter(Boolean).join(' ')}>
      <button
        ref={button}
        type="button"
        className="dropdown__button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <span className="dropdown__caret" aria-hidden="true" />
      </button>
      <ul id={menuId} className={`dropdown__menu dropdown__menu--${align}`} hidden={!open}>
        {links.map((link) => (
          <li key={link.to}>
            <Link className="dropdown__link" to={link.to} onClick={() => setOpen(false)}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
