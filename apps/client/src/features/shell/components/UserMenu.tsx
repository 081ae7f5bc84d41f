import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  isTheme,
  useTheme,
} from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { LogOut, Monitor, Moon, Settings, ShieldCheck, Sun, UserRound } from 'lucide-react';
import { userRole } from '@atrium/schema';
import { useAuthSource } from '@/auth/useAuthSource';
import { RouteLink } from '@/routing/navigation/RouteLink';
import { AdminOnly } from './AdminOnly';
import { useRoleText } from '../../../lib/role-text';

function initials(email: string, first?: string | null, last?: string | null): string {
  const fromName = `${first?.[0] ?? ''}${last?.[0] ?? ''}`.trim();
  return (fromName || email.slice(0, 2)).toUpperCase();
}

/** The top bar's account menu: who is signed in, profile, settings, theme and sign out. */
export function UserMenu() {
  const { user, signOut } = useAuthSource();
  const { theme, setTheme } = useTheme();
  const { t } = useLingui();

  if (!user) {
    return (
      <Button asChild size="sm" variant="outline">
        <RouteLink name="login">
          <Trans>Sign in</Trans>
        </RouteLink>
      </Button>
    );
  }

  const role = userRole(user);
  const roleText = useRoleText();
  const name = [user.profile?.first_name, user.profile?.last_name].filter(Boolean).join(' ');
  const letters = initials(user.email, user.profile?.first_name, user.profile?.last_name);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        // The name holds the letters shown, so "click AA" works by voice (WCAG 2.5.3).
        aria-label={t`Account menu, ${letters}`}
        className="inline-flex size-9 cursor-pointer items-center justify-center rounded-full bg-primary/10 text-xs font-semibold text-primary outline-none hover:bg-primary/15 focus-visible:ring-2 focus-visible:ring-ring"
      >
        {letters}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="flex flex-col gap-0.5" data-testid="user-menu-identity">
          {name ? <span className="truncate text-sm font-medium text-foreground">{name}</span> : null}
          <span className={name ? 'truncate' : 'truncate text-sm font-medium text-foreground'}>
            {user.email}
          </span>
          {role ? <span className="truncate">{roleText.label({ name: role })}</span> : null}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <RouteLink name="profile">
            <UserRound />
            <Trans>Profile</Trans>
          </RouteLink>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <RouteLink name="settings">
            <Settings />
            <Trans>Settings</Trans>
          </RouteLink>
        </DropdownMenuItem>
        <AdminOnly fallback={null}>
          <DropdownMenuItem asChild>
            <RouteLink name="admin_dashboard">
              <ShieldCheck />
              <Trans>Administration</Trans>
            </RouteLink>
          </DropdownMenuItem>
        </AdminOnly>
        <DropdownMenuSeparator />
        <DropdownMenuLabel>
          <Trans>Theme</Trans>
        </DropdownMenuLabel>
        <DropdownMenuRadioGroup value={theme} onValueChange={(value) => isTheme(value) && setTheme(value)}>
          <DropdownMenuRadioItem value="light">
            <Sun />
            <Trans>Light</Trans>
          </DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="dark">
            <Moon />
            <Trans>Dark</Trans>
          </DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="system">
            <Monitor />
            <Trans>System</Trans>
          </DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
        {signOut ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => void signOut()}>
              <LogOut />
              <Trans>Sign out</Trans>
            </DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
