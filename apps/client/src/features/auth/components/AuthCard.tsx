import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@atrium/ui';
import type { ReactNode } from 'react';

export interface AuthCardProps {
  title: ReactNode;
  description?: ReactNode;
  /** Above the title: an icon for result screens (email sent, verified…). */
  icon?: ReactNode;
  children?: ReactNode;
  /** Under the card: links to the other account pages. */
  footer?: ReactNode;
}

/** The frame of the account pages (sign in, sign up, password reset, verification): a centred card. */
export function AuthCard({ title, description, icon, children, footer }: AuthCardProps) {
  return (
    <div className="flex w-full justify-center px-4 py-10 sm:py-16">
      <div className="flex w-full max-w-md flex-col gap-6">
        <Card>
          <CardHeader>
            {icon ? (
              <div
                aria-hidden="true"
                className="mb-2 flex size-11 items-center justify-center rounded-full bg-primary/10 text-primary [&_svg]:size-5"
              >
                {icon}
              </div>
            ) : null}
            <CardTitle asChild className="text-2xl">
              <h1>{title}</h1>
            </CardTitle>
            {description ? <CardDescription className="text-pretty">{description}</CardDescription> : null}
          </CardHeader>
          {children ? <CardContent className="flex flex-col gap-5">{children}</CardContent> : null}
        </Card>
        {footer ? <p className="text-center text-sm text-muted-foreground">{footer}</p> : null}
      </div>
    </div>
  );
}

export const TEXT_LINK =
  'font-medium text-primary underline-offset-4 hover:underline rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring';
