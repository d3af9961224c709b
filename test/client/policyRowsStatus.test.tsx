// Your Policies and Insurance History say each policy's coverage status in the words the
// dashboard cards, the verify page and the evidence of insurance use
// (domain/policies/coverageStatus).
import { screen, within } from '@testing-library/react';
import type { PartnerPolicy, Policy } from '../../src/client/api';
import { account, ownPolicy, partnerPolicy, signedInState } from './fixtures';
import { renderApp, type ApiHandler } from './render';

const ok =
  (body: unknown): ApiHandler =>
  () => [200, body];

function lists(
  route: string,
  active: { own: Policy[]; partner: PartnerPolicy[] },
  inactive: typeof active,
) {
  const pick =
    (which: 'own' | 'partner'): ApiHandler =>
    (request) => [
      200,
      { policies: request.query.get('inactiveOnly') === 'true' ? inactive[which] : active[which] },
    ];
  return renderApp({
    route,
    preloadedState: signedInState(),
    handlers: {
      'GET /v2/account': ok(account),
      'GET /v2/policy': pick('own'),
      'GET /v2/assurant/policy': pick('partner'),
      'GET /v2/third-party-policies': ok({ thirdPartyPolicies: [] }),
    },
  });
}

const rowOf = async (title: string) =>
  (await screen.findByRole('heading', { name: title })).closest('.MuiCard-root') as HTMLElement;

describe('policy rows with their coverage status', () => {
  it('Your Policies: a policy starting later says "Starts on" its date; one in force, Active', async () => {
    const upcoming: Policy = {
      ...ownPolicy,
      policyId: 9,
      carrierPolicyNumber: 'RP-WI-0009',
      product: { productName: 'Next Year' },
      policyStartDate: { date: '2099-11-30', usdate: '11/30/2099' },
      policyEndDate: { date: '2100-11-30', usdate: '11/30/2100' },
    };
    lists(
      '/tenant/account/your-policies',
      { own: [ownPolicy, upcoming], partner: [] },
      { own: [], partner: [] },
    );
    const next = await rowOf('Next Year');
    expect(within(next).getByText('Status')).toBeVisible();
    expect(within(next).getByText('Starts on 11/30/2099')).toBeVisible();
    expect(within(await rowOf('Renters Insurance')).getByText('Active')).toBeVisible();
  });

  it('Insurance History: an ended policy is Lapsed, a cancelled one Cancelled', async () => {
    const ended: Policy = {
      ...ownPolicy,
      isActive: false,
      policyStartDate: { date: '2020-01-01', usdate: '01/01/2020' },
      policyEndDate: { date: '2021-01-01', usdate: '01/01/2021' },
    };
    const disabled: PartnerPolicy = { ...partnerPolicy, enabled: false };
    lists(
      '/tenant/account/insurance-history',
      { own: [], partner: [] },
      { own: [ended], partner: [disabled] },
    );
    expect(within(await rowOf('Renters Insurance')).getByText('Lapsed')).toBeVisible();
    expect(within(await rowOf('Partner carrier policy')).getByText('Cancelled')).toBeVisible();
  });
});
