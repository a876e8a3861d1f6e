import Synchronization

/// The one switch for Tessera's expensive self-checks: the debug checks that cost a whole
/// screen or a whole collection each time they run (a frame drawn from damage compared with a
/// full redraw, a collection view's frame prepared again to catch changes nobody asked for).
/// Like swift-collections' internal checks, they are for Tessera's own tests, not for every
/// debug build of an app: cheap invariant checks (`_checkInvariants()` on small state) stay on
/// in every debug build, these do not.
///
/// ``areEnabled`` is true only in a debug build, and only when turned on:
/// - by the environment variable `TESSERA_SELF_CHECKS=1` (`0` turns them off), read once, at
///   the first question;
/// - in code, by setting ``areEnabled`` (a test that measures drawing itself may turn them off);
/// - by default, in this package's own test runs (the test bundle SwiftPM builds for it,
///   `TesseraPackageTests`), so a plain `swift test` checks as `make test` does. An app's tests
///   and an app's debug build have them off unless they ask.
///
/// In a release build ``areEnabled`` is always false, setting it does nothing, and the checks
/// compile away. Reading it is one atomic load: ask it where the check would run, not once at
/// start-up, so a test that sets it is obeyed from the next frame.
public enum SelfChecks {
    /// Whether the expensive self-checks run: false in release builds; in debug builds, what
    /// `TESSERA_SELF_CHECKS` says, or true in this package's own tests, until set.
    public static var areEnabled: Bool {
        get {
            #if DEBUG
            return state.load(ordering: .relaxed)
            #else
            return false
            #endif
        }
        set {
            #if DEBUG
            state.store(newValue, ordering: .relaxed)
            #endif
        }
    }

    /// The environment variable that turns the checks on (`1`) or off (`0`).
    public static let environmentVariable = "TESSERA_SELF_CHECKS"

    #if DEBUG
    private static let state = Atomic<Bool>(
        initialValue(environment: getenv(environmentVariable).map { String(cString: $0) },
                     arguments: CommandLine.arguments))
    #endif

    /// Whether the checks start on: as the environment variable says when it is set (`1`, or
    /// anything but `0` and the empty string), else only in this package's own test bundle
    /// (`TesseraPackageTests`, named by SwiftPM after the package, on the command line of the
    /// process that runs it: the `.xctest` on Linux, `xctest` or the testing helper on macOS).
    package static func initialValue(environment value: String?, arguments: [String]) -> Bool {
        if let value { return value != "0" && !value.isEmpty }
        return arguments.contains { argument in
            argument.split(separator: "/").contains { $0 == "TesseraPackageTests.xctest" || $0 == "TesseraPackageTests" }
        }
    }
}
