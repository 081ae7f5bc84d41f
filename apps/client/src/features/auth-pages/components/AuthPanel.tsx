import { Alert, AlertDescription, AlertTitle, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@atrium/ui';
import { Info } from 'lucide-react';
import type { ReactNode } from 'react';

export interface AuthPanelProps {
  title: string;
  description: ReactNode;
  /** What the page will do once accounts are connected. */
  pending: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}

/**
 * The frame of the account pages (sign in, sign up, password reset): a centred card. Until the
 * accounts service is connected it says so plainly instead of showing a form that cannot work.
 */
export function AuthPanel({ title, description, pending, children, footer }: AuthPanelProps) {
  return (
    <div className="flex w-full justify-center px-4 py-12 sm:py-20">
      <div className="flex w-full max-w-md flex-col gap-6">
        <Card>
          <CardHeader>
            <CardTitle asChild className="text-2xl">
              <h1>{title}</h1>
            </CardTitle>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <Alert variant="info">
              <Info aria-hidden="true" />
              <AlertTitle>Accounts are being connected</AlertTitle>
              <AlertDescription>{pending}</AlertDescription>
            </Alert>
            {children}
          </CardContent>
        </Card>
        {footer ? <p className="text-center text-sm text-muted-foreground">{footer}</p> : null}
      </div>
    </div>
  );
}

export const TEXT_LINK = 'font-medium text-primary underline-offset-4 hover:underline rounded-sm';
