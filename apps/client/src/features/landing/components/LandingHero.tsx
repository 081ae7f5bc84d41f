import { Badge, Button } from '@atrium/ui';
import { Trans } from '@lingui/react/macro';
import { ArrowRight, Sparkles } from 'lucide-react';
import { RouteLink } from '@/routing/navigation/RouteLink';
import { ConfigPreview } from './ConfigPreview';

export function LandingHero() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden px-4 sm:px-6">
      {/* The glow behind the hero: a radial gradient fading out where a 64 px blur of a 56×28rem
          ellipse did (blur-3xl), without the blur filter, which made painting the first frame
          measurably slower in a software-rasterised (GPU-less) browser. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-72 -z-10 mx-auto h-[44rem] max-w-6xl bg-radial from-primary/15 from-35% to-transparent to-70% dark:from-primary/10"
      />
      <div className="mx-auto grid w-full max-w-6xl items-center gap-12 pt-16 pb-20 sm:pt-24 lg:grid-cols-[1.1fr_1fr] lg:gap-16">
        <div className="min-w-0">
          <Badge
            variant="outline"
            className="mb-6 gap-1.5 rounded-full bg-background/60 px-3 py-1 text-muted-foreground"
          >
            <Sparkles aria-hidden="true" className="text-primary" />
            <Trans>Config-as-data workspace platform</Trans>
          </Badge>
          <h1
            id="hero-title"
            elementtiming="landing-hero"
            className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            <Trans>
              Your workspace, <span className="text-primary">shaped by data</span>.
            </Trans>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-muted-foreground text-pretty">
            <Trans>
              Atrium organises teams into zones and hubs, and fills them with modules and dashboards. Routes,
              menus and collections are rows in your database — change them in the browser with visual
              builders, and every open tab follows. No rebuild, no redeploy.
            </Trans>
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <RouteLink name="login">
                <Trans>Open your workspace</Trans>
                <ArrowRight aria-hidden="true" />
              </RouteLink>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href="#features">
                <Trans>See how it works</Trans>
              </a>
            </Button>
          </div>
        </div>
        <ConfigPreview />
      </div>
    </section>
  );
}
