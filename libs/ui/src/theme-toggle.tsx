import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from './cn';
import { useTheme, type Theme } from './theme-provider';

const OPTIONS: { value: Theme; label: MessageDescriptor; icon: LucideIcon }[] = [
  { value: 'light', label: msg`Light theme`, icon: Sun },
  { value: 'dark', label: msg`Dark theme`, icon: Moon },
  { value: 'system', label: msg`System theme`, icon: Monitor },
];

export type ThemeToggleProps = Omit<ComponentProps<'div'>, 'children'>;

/** Three pressed-state buttons (light, dark, system) in one compact group. Needs a ThemeProvider. */
export function ThemeToggle({ className, ...props }: ThemeToggleProps) {
  const { theme, setTheme } = useTheme();
  const { t } = useLingui();
  return (
    <div
      role="group"
      aria-label={t`Theme`}
      data-slot="theme-toggle"
      className={cn('inline-flex items-center gap-0.5 rounded-full border bg-background p-0.5', className)}
      {...props}
    >
      {OPTIONS.map(({ value, label, icon: Icon }) => {
        const selected = theme === value;
        const name = t(label);
        return (
          <button
            key={value}
            type="button"
            aria-pressed={selected}
            aria-label={name}
            title={name}
            data-theme-option={value}
            onClick={() => setTheme(value)}
            className={cn(
              'inline-flex size-7 cursor-pointer items-center justify-center rounded-full text-muted-foreground transition-colors',
              'outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring',
              selected && 'bg-secondary text-foreground shadow-xs',
            )}
          >
            <Icon className="size-3.5" aria-hidden="true" />
          </button>
        );
      })}
    </div>
  );
}
