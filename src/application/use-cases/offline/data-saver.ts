import type { ConnectionHintsPort } from '../../ports/connection-hints.port';
import type { DeviceStoragePort } from '../../ports/device-storage.port';
import type { DataSaverState } from '../../stores/data-saver.store';
import { decideDataSaver, parseDataSaverChoice, type DataSaverChoice } from '../../../domain/data-saver';

/**
 * Keeps the data saver state (domain/data-saver.ts) true to the player's choice, remembered on this
 * device across logins, and to what the browser says of the connection, as it changes.
 */
export class DataSaver {
  private watching = false;

  constructor(
    private readonly hints: ConnectionHintsPort,
    private readonly storage: DeviceStoragePort,
    private readonly store: DataSaverState,
  ) {}

  /** Reads the choice and the connection, and follows the connection's changes from then on. */
  start(): void {
    this.store.choice = parseDataSaverChoice(this.storage.get('data-saver'));
    this.decide();
    if (this.watching) return;
    this.watching = true;
    this.hints.change$.subscribe(() => this.decide());
  }

  choose(choice: DataSaverChoice): void {
    this.store.choice = choice;
    if (choice === 'auto') this.storage.remove('data-saver');
    else this.storage.set('data-saver', choice);
    this.decide();
  }

  /** The decision now, for code that runs before React (the start-up's preloads). */
  isOn(): boolean {
    return this.store.on;
  }

  private decide(): void {
    Object.assign(this.store, decideDataSaver(this.store.choice, this.hints.read()));
  }
}
