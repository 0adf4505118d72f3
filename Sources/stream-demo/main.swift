// stream-demo: parses the arguments and hands over to DemoApp, which does the rest.
import DemoApp

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

let terminal = StandardTerminal()
switch DemoArguments.parse(Array(CommandLine.arguments.dropFirst())) {
case .success(let options):
    let status = await DemoRunner(options: options, terminal: terminal).run()
    terminal.flush()
    exit(status.rawValue)
case .failure(let error):
    terminal.writeError(error.report)
    exit(error.exitStatus.rawValue)
}
