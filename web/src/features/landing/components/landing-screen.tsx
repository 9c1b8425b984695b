import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { hrefFor } from '../../../config/paths';
import type { SessionUser } from '../../../lib/session';
import { AudienceSection } from './audience-section';
import { ClosingSection } from './closing-section';
import { FeatureSection } from './feature-section';
import { HeroSection } from './hero-section';
import { PlansSection } from './plans-section';
import { PreviewSection } from './preview-section';

// The form, its checks and its inputs load when a visitor asks for a demo, not with the page.
const loadDemoDialog = () => import('./demo-request-dialog');
const DemoRequestDialog = lazy(() => loadDemoDialog().then((m) => ({ default: m.DemoRequestDialog })));

/** Where a demo sign-in from the landing page leads: no business is named on the platform's own host. */
function demoHome(user: SessionUser): string {
  return user.role === 'customer' ? hrefFor('customerDashboard', null) : '/';
}

/**
 * The public landing page (business spec §2.2): what the platform does and for whom, how it looks at
 * work, the three plans, and the ways in: sign up, try the demo, or ask for one.
 */
export function LandingScreen() {
  const navigate = useNavigate();
  // Each opening gets a fresh form; 0 means the dialog was never opened (its code not loaded).
  const [demoOpenings, setDemoOpenings] = useState(0);
  const [demoOpen, setDemoOpen] = useState(false);

  const demoActions = {
    onRequestDemo: () => {
      setDemoOpenings((count) => count + 1);
      setDemoOpen(true);
    },
    onPrepareDemo: () => void loadDemoDialog(),
  };

  return (
    <>
      <HeroSection {...demoActions} onDemoSignedIn={(user) => void navigate(demoHome(user))} />
      <FeatureSection />
      <PreviewSection />
      <AudienceSection />
      <PlansSection />
      <ClosingSection {...demoActions} />
      {demoOpenings > 0 && (
        <Suspense fallback={null}>
          <DemoRequestDialog key={demoOpenings} open={demoOpen} onClose={() => setDemoOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
