import { Button, ThemeToggle } from '@atrium/ui';
import { Link } from '@tanstack/react-router';
import { ProductMark } from '../../../components/ProductMark';

const NAV_LINK = 'rounded-md px-2 py-1 text-sm text-muted-foreground transition-colors hover:text-foreground';

/** Content of the public top bar: product mark, public links, theme and sign-in. */
export function LandingHeader() {
  return (
    <div className="mx-auto flex w-full max-w-6xl min-w-0 items-center gap-4">
      <Link to="/" aria-label="Atrium home" className="rounded-md">
        <ProductMark />
      </Link>
      <nav aria-label="Main" className="hidden items-center gap-1 sm:flex">
        <a href="#features" className={NAV_LINK}>
          Features
        </a>
        <a href="/api/docs" className={NAV_LINK}>
          API
        </a>
      </nav>
      <div className="ml-auto flex items-center gap-2 sm:gap-3">
        <ThemeToggle />
        <Button asChild size="sm">
          <Link to="/login">Sign in</Link>
        </Button>
      </div>
    </div>
  );
}
