import { useTestServer } from '../../helpers/server';

// Every phone reads '(608) 555-0142', however the support number was configured.
const server = useTestServer({
  seed: false,
  config: { support: { email: 'help@example.com', phone: '608.555.0100' } },
});

describe('GET /v2/util/settings: the support phone', () => {
  it("is shown as '(608) 555-0100'", async () => {
    const settings = (await server.call({ method: 'GET', url: '/v2/util/settings' })).json();
    expect(settings.supportPhone).toBe('(608) 555-0100');
    expect(settings.supportEmail).toBe('help@example.com');
  });
});
