import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert, AlertDescription, AlertTitle } from './alert';
import { Badge } from './badge';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';
import { cn } from './cn';
import { DangerZone, DangerZoneItem } from './danger-zone';
import { EmptyState } from './empty-state';
import { Input } from './input';
import { Label } from './label';
import { PageHeader } from './page-header';
import { Skeleton } from './skeleton';
import { StatusDot } from './status-dot';

describe('cn', () => {
  it('joins conditional classes and lets the last Tailwind utility win', () => {
    const hidden = ['x'].length === 0;
    expect(cn('px-2 py-1', hidden && 'hidden', { block: true }, 'px-4')).toBe('py-1 block px-4');
    expect(cn('text-muted-foreground', 'text-foreground')).toBe('text-foreground');
  });
});

describe('Input and Label', () => {
  it('associates a label with its input', () => {
    render(
      <>
        <Label htmlFor="email">Email</Label>
        <Input id="email" type="email" aria-invalid="true" />
      </>,
    );
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('type')).toBe('email');
    expect(input.className).toContain('aria-invalid:border-destructive');
  });
});

describe('Card', () => {
  it('renders its parts with an h2 title by default (cards sit under the page h1)', () => {
    render(
      <Card>
        <CardHeader>
          <CardTitle>Zones</CardTitle>
          <CardDescription>Workspaces</CardDescription>
        </CardHeader>
        <CardContent>Body</CardContent>
        <CardFooter>Foot</CardFooter>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Zones' })).toBeTruthy();
    expect(screen.getByText('Workspaces').tagName).toBe('P');
  });

  it('lets the title be another heading level', () => {
    render(
      <CardTitle asChild>
        <h2>Hubs</h2>
      </CardTitle>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Hubs' }).className).toContain('font-semibold');
  });
});

describe('Badge', () => {
  it.each([
    ['default', 'bg-primary'],
    ['success', 'bg-success'],
    ['warning', 'bg-warning'],
    ['destructive', 'bg-destructive'],
    ['outline', 'text-foreground'],
  ] as const)('applies the %s variant', (variant, expected) => {
    render(<Badge variant={variant}>Beta</Badge>);
    expect(screen.getByText('Beta').className).toContain(expected);
  });
});

describe('Alert', () => {
  it('announces a destructive alert assertively', () => {
    render(
      <Alert variant="destructive">
        <AlertTitle>Save failed</AlertTitle>
        <AlertDescription>Try again.</AlertDescription>
      </Alert>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Save failed');
  });

  it('announces an informational alert politely', () => {
    render(<Alert>Heads up</Alert>);
    expect(screen.getByRole('status').textContent).toBe('Heads up');
  });
});

describe('StatusDot', () => {
  it.each([
    ['ok', 'bg-success'],
    ['degraded', 'bg-warning'],
    ['down', 'bg-destructive'],
    ['unknown', 'bg-muted-foreground'],
  ] as const)('colours the %s state with %s', (status, expected) => {
    const { container } = render(<StatusDot status={status} />);
    const dot = container.querySelector('[data-slot="status-dot"]');
    expect(dot?.getAttribute('data-status')).toBe(status);
    expect(dot?.getAttribute('aria-hidden')).toBe('true');
    expect(dot?.innerHTML).toContain(expected);
  });

  it('is announced as an image when labelled', () => {
    render(<StatusDot status="ok" label="Operational" />);
    expect(screen.getByRole('img', { name: 'Operational' })).toBeTruthy();
  });
});

describe('Skeleton, PageHeader and EmptyState', () => {
  it('renders a decorative skeleton', () => {
    const { container } = render(<Skeleton className="h-4 w-20" />);
    const skeleton = container.firstElementChild;
    expect(skeleton?.getAttribute('aria-hidden')).toBe('true');
    expect(skeleton?.className).toContain('animate-pulse');
  });

  it('makes a named skeleton the loading status, read by its name', () => {
    render(<Skeleton className="h-4" aria-label="Loading chart" />);
    const status = screen.getByRole('status', { name: 'Loading chart' });
    expect(status.getAttribute('aria-hidden')).toBeNull();
  });

  it('renders a page title as h1 with description and actions', () => {
    render(<PageHeader title="Zones" description="Your workspaces" actions={<button>New zone</button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Zones' })).toBeTruthy();
    expect(screen.getByText('Your workspaces')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New zone' })).toBeTruthy();
  });

  it('renders an empty state that says what to do next', () => {
    render(
      <EmptyState
        icon={<svg data-testid="icon" />}
        title="No zones yet"
        description="Create a zone to get started."
        action={<button>Create zone</button>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'No zones yet' })).toBeTruthy();
    expect(screen.getByText('Create a zone to get started.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create zone' })).toBeTruthy();
  });
});

describe('DangerZone', () => {
  it('is a labelled region holding each destructive action beside what it does', () => {
    render(
      <DangerZone description="Only owners can delete.">
        <DangerZoneItem
          description="Deleting is permanent."
          action={<button type="button">Delete hub</button>}
        />
      </DangerZone>,
    );
    const region = screen.getByRole('region', { name: 'Danger zone' });
    expect(region.textContent).toContain('Only owners can delete.');
    expect(region.textContent).toContain('Deleting is permanent.');
    expect(screen.getByRole('button', { name: 'Delete hub' }).closest('section')).toBe(region);
  });
});
