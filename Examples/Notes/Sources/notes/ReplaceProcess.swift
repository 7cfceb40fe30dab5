import ArgumentParser
import Foundation
import NotesFeature

/// Replaces this process with the binary at `program`, given `arguments` (after its own
/// name): how `notes` starts the window (`notes-window`) and hands network work to
/// `notes-http`, so that neither GTK nor the HTTP stack is loaded by the other commands.
/// Returns only by throwing, when the binary cannot be started.
func replaceProcess(with program: String, _ arguments: [String]) throws -> Never {
  let cArguments = ([program] + arguments).map { strdup($0) } + [nil]
  execv(program, cArguments)
  let reason = String(cString: strerror(errno))
  let missing = errno == ENOENT
  printError(
    "Cannot start \(program): \(reason)."
      + (missing ? " Build every product of the example (swift build in Examples/Notes), not only notes." : ""))
  throw ExitCode.failure
}

/// Hands `job` to `notes-http`, the binary beside this one (see `NetworkJob`); returns only by
/// throwing, when that binary cannot be started.
func handOver(_ job: NetworkJob) throws -> Never {
  try replaceProcess(with: NetworkJob.executable(beside: HandlerRegistration.currentExecutable()), [try job.argument()])
}
