import { ContainerModule } from 'inversify';
import { Clock } from '../../application/ports/clock.port';
import { DiagnosticsConsole, ErrorReportPort } from '../../application/ports/error-report.port';
import { DeviceStoragePort } from '../../application/ports/device-storage.port';
import { ReportError } from '../../application/use-cases/diagnostics/report-error';
import { HttpErrorReportGateway } from '../../adapters/http/http-error-report-gateway';
import { bindClass } from '../bind-class';
import { bindHttpGateway } from '../module-bindings';

/**
 * The client error log (spec §4, §7 Diagnostics, §8). The capture of console errors, unhandled
 * errors and rejections is installed by the browser's composition root (src/main.tsx).
 */
export const diagnosticsModule = () =>
  new ContainerModule(({ bind }) => {
    // Another module may already provide the clock; one binding per token.
    bindHttpGateway(bind, ErrorReportPort, HttpErrorReportGateway);
    // Read at call time: the capture wraps console.error, and its filter lets this one message through uncaptured.
    const log: DiagnosticsConsole = { error: (message, detail) => console.error(message, detail) };
    bind(DiagnosticsConsole).toConstantValue(log);
    bindClass(bind, ReportError, [DeviceStoragePort, ErrorReportPort, Clock, DiagnosticsConsole]);
  });
