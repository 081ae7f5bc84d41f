export { cn } from './cn';
export { Alert, AlertDescription, AlertTitle, alertVariants } from './alert';
export type { AlertProps, AlertVariant } from './alert';
export { Badge, badgeVariants } from './badge';
export type { BadgeProps, BadgeVariant } from './badge';
export {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from './breadcrumb';
export type { BreadcrumbLinkProps } from './breadcrumb';
export { Button, buttonVariants } from './button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './button';
export { Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';
export type { CardTitleProps } from './card';
export {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu';
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogFooterPortal,
  DialogHeader,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  DialogTrigger,
  useInDialogFooterSlot,
} from './dialog';
export type { DialogContentProps } from './dialog';
export { DangerZone, DangerZoneItem } from './danger-zone';
export type { DangerZoneItemProps, DangerZoneProps } from './danger-zone';
export { EmptyState } from './empty-state';
export type { EmptyStateProps } from './empty-state';
export { Field, FieldDescription, FieldError } from './field';
export { IconChoiceGroup } from './icon-choice-group';
export type { IconChoice, IconChoiceGroupProps } from './icon-choice-group';
export { Input } from './input';
export type { InputProps } from './input';
export { Label } from './label';
export type { LabelProps } from './label';
export { AppFrame } from './app-frame';
export type { AppFrameProps } from './app-frame';
export { AppShell } from './layout-shell';
export type { AppShellProps } from './layout-shell';
export { PageHeader } from './page-header';
export { PasswordInput } from './password-input';
export type { PasswordInputProps } from './password-input';
export { Popover, PopoverAnchor, PopoverContent, PopoverTrigger } from './popover';
export { SearchSelect } from './search-select';
export type { SearchSelectOption, SearchSelectProps } from './search-select';
export type { PageHeaderProps } from './page-header';
export { Skeleton } from './skeleton';
export { Spinner, spinnerVariants } from './spinner';
export type { SpinnerProps, SpinnerSize } from './spinner';
export { StatusDot } from './status-dot';
export { Switch } from './switch';
export type { SwitchProps } from './switch';
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
export {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
  toastVariants,
} from './toast';
export type { ToastProps } from './toast';
export {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD,
  TOAST_VARIANTS,
  dismissToast,
  resetToasts,
  toast,
  useToasts,
} from './toast-store';
export type { ToastHandle, ToastOptions, ToastRecord, ToastVariant } from './toast-store';
export { Toaster } from './toaster';
export type { ToasterProps } from './toaster';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';
export { useHiddenEdges } from './use-hidden-edges';
export { Textarea } from './textarea';
export type { TextareaProps } from './textarea';
export { NativeSelect } from './native-select';
export type { NativeSelectProps } from './native-select';
export { DataTable } from './data-table';
export type { DataTableColumn, DataTableProps, DataTableSelection } from './data-table';
export { DATA_TABLE_PAGE_SIZES, describePageRange } from './data-table-pagination';
export type { DataTablePage, DataTableScrollMode } from './data-table-pagination';
export {
  dataTableFilterParams,
  dataTableFilterProblem,
  dataTableFilterValue,
  dataTableOperators,
  dataTableOrderParam,
  dataTableSearchParam,
  quoteGroupValue,
} from './data-table-query';
export type {
  DataTableFilter,
  DataTableFilterKind,
  DataTableFilterOperator,
  DataTableSort,
} from './data-table-query';
export { TagsInput, splitTags } from './tags-input';
export type { TagsInputProps } from './tags-input';
export { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip';
