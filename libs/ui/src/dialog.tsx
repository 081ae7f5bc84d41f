import { useLingui } from '@lingui/react/macro';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import {
  createContext,
  useContext,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { cn } from './cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogPortal = DialogPrimitive.Portal;

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn('fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px]', className)}
      {...props}
    />
  );
}

export interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  /** Show the × button in the corner (default true). Hide it for dialogs that need an answer. */
  showClose?: boolean;
  /**
   * Buttons kept in view under a long dialog (a form's Cancel and Save). Given one, the dialog's
   * body scrolls between its top and the footer, instead of the whole dialog scrolling under a
   * sticky footer: a control reached by Tab (or scrolled to) is brought into view above the
   * buttons, never behind them.
   */
  footer?: ReactNode;
  /**
   * The same layout, its footer filled from inside the body by `DialogFooterPortal` (a lazily
   * loaded form whose buttons hold its state: a save bar). The footer is hidden while empty.
   */
  footerSlot?: boolean;
}

/**
 * Inside a dialog with a footer: the header bar above the scrolling body, which `DialogHeader`
 * renders into (null until it is mounted), so the title row and the × stay put while the body
 * scrolls, and nothing scrolls under the ×.
 */
const HeaderSlotContext = createContext<{ element: HTMLElement | null } | null>(null);

/** Inside a `footerSlot` dialog: the footer bar to portal into (null until it is mounted). */
const FooterSlotContext = createContext<{ element: HTMLElement | null } | null>(null);

/** True inside a dialog whose footer bar `DialogFooterPortal` fills (style the buttons for it). */
export function useInDialogFooterSlot(): boolean {
  return useContext(FooterSlotContext) !== null;
}

/**
 * Renders `children` in the footer bar of the enclosing `footerSlot` dialog, below the body that
 * scrolls, so Tab never takes the focus behind them; anywhere else, in place.
 */
export function DialogFooterPortal({ children }: { children: ReactNode }) {
  const slot = useContext(FooterSlotContext);
  if (slot === null) return children;
  return slot.element ? createPortal(children, slot.element) : null;
}

/**
 * Where the focus goes back when a dialog closes: what had it when the dialog opened, or the
 * control a tap opened it from (`openerOf`) — or, when that was an item of a menu (a row's "…"
 * menu: the menu is gone by then), the button that opened the menu (Radix labels a menu by its
 * trigger).
 */
function returnTarget(active: Element | null): HTMLElement | null {
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const menu = active.closest('[role="menu"]');
  const trigger = menu?.getAttribute('aria-labelledby');
  return trigger ? document.getElementById(trigger) : active;
}

/** What a press may have activated: a control, a link, or a menu's item. */
const PRESSABLE =
  'button, a[href], input, select, textarea, summary, [role="menuitem"], [tabindex]:not([tabindex="-1"])';

/**
 * The control a pointer last pressed, while the focus has not moved since; null otherwise. A tap
 * does not focus the button it activates everywhere (Safari on iOS never does): the focus then
 * stays on whatever had it before — a button pressed earlier — and a dialog the tapped card opened
 * handed the focus back to that button on closing, not to the card. A keyboard user's focus is
 * on the control already (its press is a click of `detail` 0, and is left to the focus).
 */
let pressed: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  // Capture: recorded before the press's own handler opens a dialog.
  document.addEventListener(
    'click',
    (event) => {
      if (event.detail === 0) return;
      pressed = event.target instanceof Element ? event.target.closest<HTMLElement>(PRESSABLE) : null;
    },
    true,
  );
  // A focus moved after the press (Tab, a field focused by the app) is newer than the press.
  document.addEventListener('focusin', () => (pressed = null), true);
}

/** What had the focus as a dialog opens, or the control a press activated without focusing it. */
function openerOf(active: Element | null): Element | null {
  return pressed?.isConnected && pressed !== active ? pressed : active;
}

function isKeyboardFocus(target: Element): boolean {
  try {
    return target.matches(':focus-visible');
  } catch {
    return true; // a browser without :focus-visible: keep the reveal
  }
}

/**
 * Scrolls a dialog's body to show `target`, which just got the focus, when it is out of sight:
 * back to the top when it lies in the body's first screenful (the header shows again), else just
 * far enough (the body's scroll padding keeps its focus ring clear of the edge).
 */
function revealFocused(body: HTMLElement, target: Element) {
  // Only a focus the keyboard moved: a click focuses what is under the pointer, already in sight,
  // and a scroll between its press and release would move the control away from the pointer (a
  // visually hidden radio inside an icon tile, whose box is elsewhere, lost its click that way).
  if (!isKeyboardFocus(target)) return;
  const view = body.getBoundingClientRect();
  const box = target.getBoundingClientRect();
  if (box.top >= view.top && box.bottom <= view.bottom) return;
  if (box.bottom - view.top + body.scrollTop <= body.clientHeight) body.scrollTo?.({ top: 0 });
  else target.scrollIntoView?.({ block: 'nearest' });
}

/**
 * A modal dialog, centred, at most the viewport's width minus a margin (phones never scroll
 * sideways) and scrolling inside when taller than the screen. Esc and the × close it.
 * With a `footer`, only the body scrolls, above the footer.
 */
export function DialogContent({
  className,
  children,
  showClose = true,
  footer,
  footerSlot = false,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const { t } = useLingui();
  // Read each time the dialog opens, before it moves the focus into itself (this component is
  // rendered while the dialog is closed too, so its first render is no guide).
  const returnTo = useRef<HTMLElement | null>(null);
  const [footerBar, setFooterBar] = useState<HTMLElement | null>(null);
  const [headerBar, setHeaderBar] = useState<HTMLElement | null>(null);
  const withFooter = footer !== undefined || footerSlot;
  const slot = useMemo(() => ({ element: footerBar }), [footerBar]);
  const headerSlot = useMemo(() => ({ element: headerBar }), [headerBar]);
  const close = showClose ? (
    <DialogPrimitive.Close
      data-slot="dialog-close"
      aria-label={t`Close`}
      className="absolute top-3 right-3 inline-flex size-8 cursor-pointer items-center justify-center rounded-md bg-card text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring"
    >
      <X className="size-4" aria-hidden="true" />
    </DialogPrimitive.Close>
  ) : null;
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          // One column that may shrink below its content's width: a long word or path wraps or
          // scrolls inside the dialog instead of widening it past the screen.
          'fixed top-1/2 left-1/2 z-50 grid grid-cols-[minmax(0,1fr)] max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2',
          'gap-4 overflow-y-auto rounded-xl border bg-card p-6 text-card-foreground shadow-lg outline-none animate-toast-in',
          withFooter && 'flex flex-col gap-0 overflow-hidden p-0',
          className,
        )}
        {...props}
        onOpenAutoFocus={(event) => {
          returnTo.current = returnTarget(openerOf(document.activeElement));
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          const target = returnTo.current;
          // Radix would focus what had the focus at opening; a menu item is gone by now (→ body).
          if (target?.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        {!withFooter ? (
          <>
            {/* A dialog opened from inside a footer dialog's body draws its own header in place. */}
            <HeaderSlotContext.Provider value={null}>{children}</HeaderSlotContext.Provider>
            {close}
          </>
        ) : (
          <>
            {/* The title row (DialogHeader renders here): it does not scroll, and the × sits in its
                reserved right-hand space, so the body's content never passes under the ×. */}
            <div
              ref={setHeaderBar}
              data-slot="dialog-header-bar"
              className="peer shrink-0 px-6 pt-6 pb-3 empty:hidden"
            />
            {/* Grows: a panel of the screen's height keeps its footer at the bottom. */}
            {/* Radix's focus trap moves the focus without scrolling (Tab from the × back to the first
                field): with the body scrolled down, that field was out of sight. Without a header
                the body starts below the × (pt-14), so nothing scrolls under it either. */}
            <div
              data-slot="dialog-body"
              className="relative grid min-h-0 grow scroll-py-6 grid-cols-[minmax(0,1fr)] content-start gap-4 overflow-y-auto px-6 pt-1 pb-6 peer-empty:pt-14"
              onFocus={(event) => revealFocused(event.currentTarget, event.target)}
            >
              <HeaderSlotContext.Provider value={headerSlot}>
                {footerSlot ? (
                  <FooterSlotContext.Provider value={slot}>{children}</FooterSlotContext.Provider>
                ) : (
                  children
                )}
              </HeaderSlotContext.Provider>
            </div>
            <div
              ref={footerSlot ? setFooterBar : undefined}
              data-slot="dialog-footer-bar"
              className="shrink-0 border-t px-6 py-3 empty:hidden"
            >
              {footer}
            </div>
            {/* After the footer, as in the dialogs without one (shadcn/ui's order: the × ends the
                content): Tab goes fields → Cancel/Save → ×, and the first Tab stop stays the first
                field. It stays in the corner, over the header bar's reserved space (DialogHeader's
                right padding), never over the scrolling body. */}
            {close}
          </>
        )}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

/**
 * The title and description. In a dialog with a footer it is drawn in the header bar above the
 * scrolling body (a portal: its React context is the body's), so it stays in view with the ×;
 * elsewhere, in place. Its right padding keeps the text clear of the ×.
 */
export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  const slot = useContext(HeaderSlotContext);
  const header = (
    <div data-slot="dialog-header" className={cn('flex flex-col gap-1.5 pr-6', className)} {...props} />
  );
  if (slot === null) return header;
  return slot.element ? createPortal(header, slot.element) : null;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('text-lg leading-tight font-semibold tracking-tight', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-sm text-muted-foreground text-pretty', className)}
      {...props}
    />
  );
}
