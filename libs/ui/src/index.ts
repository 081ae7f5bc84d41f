export { cn } from './cn';
export { Alert, AlertDescription, AlertTitle, alertVariants } from './alert';
export type { AlertProps, AlertVariant } from './alert';
export { Badge, badgeVariants } from './badge';
export type { BadgeProps, BadgeVariant } from './badge';
export { Button, buttonVariants } from './button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './button';
export { Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';
export type { CardTitleProps } from './card';
export { EmptyState } from './empty-state';
export type { EmptyStateProps } from './empty-state';
export { Input } from './input';
export type { InputProps } from './input';
export { Label } from './label';
export type { LabelProps } from './label';
export { AppShell } from './layout-shell';
export type { AppShellProps } from './layout-shell';
export { PageHeader } from './page-header';
export type { PageHeaderProps } from './page-header';
export { Skeleton } from './skeleton';
export { Spinner, spinnerVariants } from './spinner';
export type { SpinnerProps, SpinnerSize } from './spinner';
export { StatusDot } from './status-dot';
export type { StatusDotProps, StatusDotStatus } from './status-dot';
export {
  THEMES,
  THEME_STORAGE_KEY,
  ThemeProvider,
  applyResolvedTheme,
  isTheme,
  useTheme,
} from './theme-provider';
export type { ResolvedTheme, Theme, ThemeProviderProps } from './theme-provider';
export { ThemeToggle } from './theme-toggle';
export type { ThemeToggleProps } from './theme-toggle';
