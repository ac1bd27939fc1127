import type { RegistrarView, RegistrationAccount } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { typedSchools } from './typed-schools';

const account = (fields: Partial<RegistrationAccount>): RegistrationAccount => ({
  email: 'x@example.org',
  student: false,
  waiverAcceptedAt: '2027-01-10T10:00:00Z',
  registeredAt: '2027-01-10T10:00:00Z',
  phase: 'Normal',
  charges: [],
  ...fields,
});
const dancer = (id: string, name: string) => ({ id, name, affiliation: 'Other', levels: {} });

describe('typedSchools: what waits on the desk', () => {
  it('lists dancers with a typed school by name, never a withdrawn one or one without', () => {
    const view = {
      competitors: {
        zoe: dancer('zoe', 'Zoe Park'),
        ann: dancer('ann', 'Ann Lee'),
        bo: dancer('bo', 'Bo Ray'),
        cy: dancer('cy', 'Cy Dunn'),
      },
      registration: {
        seeking: {},
        accounts: {
          zoe: account({ typedSchool: 'Bayside' }),
          ann: account({ typedSchool: 'Seaside Swing Club' }),
          bo: account({}),
          cy: account({ typedSchool: 'Gone U', withdrawnAt: '2027-01-11T10:00:00Z' }),
        },
      },
    } as unknown as RegistrarView;
    expect(typedSchools(view)).toEqual([
      { competitorId: 'ann', name: 'Ann Lee', typed: 'Seaside Swing Club' },
      { competitorId: 'zoe', name: 'Zoe Park', typed: 'Bayside' },
    ]);
  });
});
