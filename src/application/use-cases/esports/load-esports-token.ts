import type { EsportsTokenPort } from '../../ports/esports-token.port';
import type { EsportsState } from '../../stores/esports.store';
import { loadUnlessLoading } from '../load-unless-loading';

/** GET /intg/esports/token (spec §7 "reads data.token") into the esports state: the partner accepts the user by it. */
export class LoadEsportsToken {
  constructor(
    private readonly tokens: EsportsTokenPort,
    private readonly state: EsportsState,
  ) {}

  async execute(): Promise<void> {
    const load = await loadUnlessLoading(this.state, 'tokenLoad', () => this.tokens.fetchToken(), {
      apply: (token) => (this.state.token = token),
    });
    if (load?.status === 'failed') this.state.token = null;
  }
}
