import type { EsportsTokenPort } from '../../ports/esports-token.port';
import type { EsportsState } from '../../stores/esports.store';
import { serviceErrorText } from '../../failure-text';

/** GET /intg/esports/token (spec §7 "reads data.token") into the esports state: the partner accepts the user by it. */
export class LoadEsportsToken {
  constructor(
    private readonly tokens: EsportsTokenPort,
    private readonly state: EsportsState,
  ) {}

  async execute(): Promise<void> {
    if (this.state.tokenLoad.status === 'loading') return;
    this.state.tokenLoad = { status: 'loading', error: undefined };
    try {
      this.state.token = await this.tokens.fetchToken();
      this.state.tokenLoad = { status: 'succeeded', error: undefined };
    } catch (error) {
      this.state.token = null;
      this.state.tokenLoad = { status: 'failed', error: serviceErrorText(error) };
    }
  }
}
