import { customerApi } from '@pickup/contracts';
import { mountOperation } from '@pickup/kit';
import { Router } from 'express';
import {
  changeMyAddress,
  finishMyOnboarding,
  householdOf,
  pauseMyService,
  resumeMyService,
  updateMyPreferences,
} from '../domain/household-account';
import type { Clientele, Customer } from '../domain/model';
import { signedIn } from './context';
import { householdProfileView } from './views';

const profileOf = (customer: Customer) => ({ profile: householdProfileView(customer) });

/** The signed-in household's own account: who it is comes from the session, never the path. */
export function householdRoutes(clientele: Clientele): Router {
  const router = Router();

  mountOperation(router, customerApi.myProfile, async (_input, req) =>
    profileOf(await householdOf(clientele, signedIn(req))),
  );

  mountOperation(router, customerApi.updateMyPreferences, async ({ body }, req) =>
    profileOf(await updateMyPreferences(clientele, signedIn(req), body)),
  );

  mountOperation(router, customerApi.pauseMyService, async ({ body }, req) =>
    profileOf(await pauseMyService(clientele, signedIn(req), body)),
  );

  mountOperation(router, customerApi.resumeMyService, async (_input, req) =>
    profileOf(await resumeMyService(clientele, signedIn(req))),
  );

  mountOperation(router, customerApi.changeMyAddress, async ({ body }, req) =>
    profileOf(await changeMyAddress(clientele, signedIn(req), body)),
  );

  mountOperation(router, customerApi.finishMyOnboarding, async (_input, req) =>
    profileOf(await finishMyOnboarding(clientele, signedIn(req))),
  );

  return router;
}
