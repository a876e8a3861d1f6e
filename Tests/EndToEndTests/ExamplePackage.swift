import Foundation
import ProcessTestSupport
import Synchronization

/// A package of `Examples/`, which depends on Tessera by path and builds in its own `.build`.
/// `binary(_:in:)` builds one of its programs (`swift build --package-path … --product …`; up to
/// date after `make test`'s build step, when it costs a few seconds) and returns its path. A
/// program is built once per test run, whichever test asks first; the others wait for it.
enum ExamplePackage {
    /// The longest a build may take before it is stopped: a first build of Tessera on a busy
    /// two-core machine takes a few minutes.
    static let buildTimeoutSeconds = 900

    /// `Examples/<package>/.build/debug/<product>`, built now if this run has not built it yet.
    static func binary(_ product: String, in package: String) throws -> String {
        let key = package + "/" + product
        return try lock.withLock { built in
            if let result = built[key] { return try result.get() }
            let result = Result { try build(product, in: package) }
            built[key] = result
            return try result.get()
        }
    }

    /// What each build came to; the lock also keeps two builds from running at once.
    private static let lock = Mutex<[String: Result<String, any Error>]>([:])

    private static func build(_ product: String, in package: String) throws -> String {
        let folder = DemoBinary.packageRoot.appendingPathComponent("Examples").appendingPathComponent(package)
        let jobs = String(max(1, ProcessInfo.processInfo.activeProcessorCount))
        let arguments = ["--kill-after=10", String(buildTimeoutSeconds), "swift", "build", "--package-path", folder.path,
                         "--product", product, "-j", jobs]
        let run: (status: Int32, output: String, error: String)
        do {
            run = try CleanSpawn.run("timeout", arguments, environment: ProcessInfo.processInfo.environment)
        } catch {
            throw EndToEndFailure("could not start `swift build` for Examples/\(package): \(error)")
        }
        guard run.status == 0 else {
            let why = run.status == 124 ? "it took longer than \(buildTimeoutSeconds) s" : "it exited with \(run.status)"
            throw EndToEndFailure("`swift build --product \(product)` in Examples/\(package) failed (\(why)):\n\(run.output)\(run.error)")
        }
        let path = folder.appendingPathComponent(".build/debug/\(product)").path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw EndToEndFailure("`swift build` in Examples/\(package) succeeded, but \(path) is not there")
        }
        return path
    }
}
