import { useLingui } from '@lingui/react/macro';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { useToastPlacement } from './toast-placement';
import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_SWIPE_THRESHOLD,
  dismissToast,
  useToasts,
  type ToastVariant,
} from './toast-store';

const ICONS: Record<ToastVariant, ReactNode> = {
  default: null,
  info: <Info aria-hidden="true" />,
  success: <CircleCheck aria-hidden="true" />,
  warning: <TriangleAlert aria-hidden="true" />,
  destructive: <CircleAlert aria-hidden="true" />,
};

export interface ToasterProps {
  /** Accessible name of the notifications region; `{hotkey}` is replaced by the hotkey. */
  label?: string;
}

/**
 * Renders the toasts of `toast()`: at most five, each closing after 5000 ms unless given
 * another duration, swiped away past 50 px, and F8 moves focus to the region. Mount once.
 */
export function Toaster({ label }: ToasterProps) {
  const toasts = useToasts();
  const { t } = useLingui();
  // While a dialog with buttons at its foot is open: clear of its header and its buttons.
  const placement = useToastPlacement(toasts);
  // Radix replaces this placeholder with the hotkey's name; the translation keeps it.
  const hotkey = '{hotkey}';
  return (
    <ToastProvider
      // Read to screen readers before each toast's text; Radix's default is the English "Notification".
      label={t`Notification`}
      duration={TOAST_DURATION_MS}
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
      swipeDirection="right"
    >
      {toasts.map(({ id, title, description, action, variant, open, duration }) => (
        <Toast
          key={id}
          variant={variant}
          open={open}
          duration={duration}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        >
          {ICONS[variant]}
          <div className="grid min-w-0 flex-1 gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport
        hotkey={[...TOAST_HOTKEY]}
        label={label ?? t`Notifications (${hotkey})`}
        style={placement}
        data-placement={placement ? 'beside-dialog' : undefined}
      />
    </ToastProvider>
  );
}
