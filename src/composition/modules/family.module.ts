import { ContainerModule } from 'inversify';
import { Clock } from '../../application/ports/clock.port';
import { DeviceStoragePort } from '../../application/ports/device-storage.port';
import { FamilyModePort } from '../../application/ports/family-mode.port';
import { FamilyChecks } from '../../application/ports/family-gate.port';
import { PasswordResetPort } from '../../application/ports/password-reset.port';
import { PinHasherPort } from '../../application/ports/pin-hasher.port';
import { AuthStore } from '../../application/stores/auth.store';
import { ProfileStore } from '../../application/stores/profile.store';
import { ChangeFamilyMode } from '../../application/use-cases/family/change-family-mode';
import { CheckFamilyPin } from '../../application/use-cases/family/check-family-pin';
import { CheckFamilyPurchase } from '../../application/use-cases/family/check-family-purchase';
import { ChildrenCatalogue } from '../../application/use-cases/family/children-catalogue';
import { familyChecks } from '../../application/use-cases/family/family-checks';
import { FamilyModeBook } from '../../application/use-cases/family/family-mode-book';
import { GrantMoreTime } from '../../application/use-cases/family/grant-more-time';
import { ReadFamilyMode } from '../../application/use-cases/family/read-family-mode';
import { RequestPinResetCode, ResetForgottenPin } from '../../application/use-cases/family/reset-forgotten-pin';
import { AskPlayTime, RecordPlayTime } from '../../application/use-cases/family/record-play-time';
import { TurnOffFamilyMode } from '../../application/use-cases/family/turn-off-family-mode';
import { TurnOnFamilyMode } from '../../application/use-cases/family/turn-on-family-mode';
import { VerifyFamilyPin } from '../../application/use-cases/family/verify-family-pin';
import { ChildrenGameCatalogue } from '../../application/ports/children-game-catalogue.port';
import { PlayTimeChecks } from '../../application/ports/play-time.port';
import { TournamentsHiddenCheck } from '../../application/ports/family-tournaments.port';
import { ChildrenGameCatalogueGateway } from '../../application/use-cases/family/children-game-catalogue';
import { HttpGameCatalogueGateway } from '../../adapters/http/http-game-catalogue-gateway';
import { WebCryptoPinHasher } from '../../adapters/browser/web-crypto-pin-hasher';
import { WebFamilyMode } from '../../adapters/storage/web-family-mode';
import { bindClass } from '../bind-class';
import type { Platform } from '../platform';

/**
 * The 'family' area: family mode on a phone shared with a child (docs/decisions/0058), kept in the
 * device's Web Storage with the PIN hashed by Web Crypto. Loaded by what it guards (a purchase, a
 * cancellation, play, the catalogue) and the profile's page, never by the first load.
 */
export const familyModule = (platform: Platform) =>
  new ContainerModule(({ bind }) => {
    bind(FamilyModePort).toConstantValue(new WebFamilyMode(platform.storage));
    bind(PinHasherPort).toConstantValue(new WebCryptoPinHasher());
    bindClass(bind, FamilyModeBook, [FamilyModePort, AuthStore]);
    bindClass(bind, VerifyFamilyPin, [FamilyModeBook, PinHasherPort, Clock]);
    bindClass(bind, CheckFamilyPin, [FamilyModeBook, VerifyFamilyPin]);
    bindClass(bind, CheckFamilyPurchase, [FamilyModeBook, CheckFamilyPin, DeviceStoragePort, Clock]);
    // What the billing use cases ask through their gate, bound here so that 'commerce' carries none of it.
    bind(FamilyChecks).toResolvedValue(familyChecks, [CheckFamilyPurchase, CheckFamilyPin]).inSingletonScope();
    bindClass(bind, TurnOnFamilyMode, [FamilyModeBook, PinHasherPort]);
    bindClass(bind, ChangeFamilyMode, [FamilyModeBook, VerifyFamilyPin, PinHasherPort]);
    bindClass(bind, TurnOffFamilyMode, [FamilyModeBook, VerifyFamilyPin]);
    bindClass(bind, ReadFamilyMode, [FamilyModeBook, DeviceStoragePort, Clock]);
    bindClass(bind, RecordPlayTime, [FamilyModeBook, Clock]);
    bindClass(bind, AskPlayTime, [FamilyModeBook, Clock]);
    bindClass(bind, GrantMoreTime, [FamilyModeBook, VerifyFamilyPin, Clock]);
    bindClass(bind, ChildrenCatalogue, [FamilyModeBook]);
    // What the first load's catalogue asks while the device keeps family mode: the server's catalogue
    // itself, kept to the children's catalogue.
    bind(ChildrenGameCatalogue)
      .toResolvedValue(
        (catalogue: HttpGameCatalogueGateway, children: ChildrenCatalogue) =>
          new ChildrenGameCatalogueGateway(catalogue, children),
        [HttpGameCatalogueGateway, ChildrenCatalogue],
      )
      .inSingletonScope();
    // What the tournament's screens ask through TournamentsInFamilyMode.
    bind(TournamentsHiddenCheck)
      .toResolvedValue(
        (children: ChildrenCatalogue): TournamentsHiddenCheck =>
          () =>
            children.hidesTournaments(),
        [ChildrenCatalogue],
      )
      .inSingletonScope();
    // What the play screen asks through PlayTimeOnDemand (the 'game-actions' area carries none of it).
    bind(PlayTimeChecks)
      .toResolvedValue(
        (record: RecordPlayTime, ask: AskPlayTime, grant: GrantMoreTime): PlayTimeChecks => ({
          ask: (roundInPlay) => ask.execute(roundInPlay),
          record: (since, roundInPlay) => record.execute(since, roundInPlay),
          grant: (pin) => grant.execute(pin),
        }),
        [RecordPlayTime, AskPlayTime, GrantMoreTime],
      )
      .inSingletonScope();
    // A forgotten PIN goes through the password-reset code, whose gateway the 'account' area binds:
    // the screen that resets a PIN loads both areas.
    bindClass(bind, RequestPinResetCode, [FamilyModeBook, PasswordResetPort, AuthStore, ProfileStore]);
    bindClass(bind, ResetForgottenPin, [FamilyModeBook, PasswordResetPort, AuthStore, PinHasherPort]);
  });
