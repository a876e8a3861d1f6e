import Foundation

/// What a suite needs installed, so that it runs where that is there and is skipped, with its
/// reason shown, where it is not (a Mac without Xvfb, a container without tmux): `make test-fast`
/// is the gate everywhere Swift runs; `make test` on Linux has them all (scripts/check-tools.sh).
///
/// ```swift
/// @Suite(.enabled(if: RequiredTools.present("tmux"), "needs tmux on PATH"))
/// ```
public enum RequiredTools {
    /// Whether every one of `programs` is an executable on PATH.
    public static func present(_ programs: String...) -> Bool {
        programs.allSatisfy(isOnPath)
    }

    /// tmux, for the end-to-end suites, and GNU `timeout` (coreutils), which bounds the example
    /// packages' builds. macOS has neither by default.
    public static let endToEnd = present("tmux", "timeout")

    /// A real terminal emulator on a virtual display: kitty under Xvfb, bounded by GNU `timeout`.
    public static let realTerminal = present("Xvfb", "kitty", "timeout")

    /// The light-background emulators beside kitty: xterm, rxvt-unicode, keys through xdotool,
    /// output recorded by script(1).
    public static let lightTerminals = present("xterm", "urxvt", "xdotool", "script")

    private static func isOnPath(_ program: String) -> Bool {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").contains { folder in
            FileManager.default.isExecutableFile(atPath: "\(folder)/\(program)")
        }
    }
}

/// A UTF-8 locale every system the tests run on has: glibc and musl have C.UTF-8, macOS does
/// not reliably, but always has en_US.UTF-8. The programs under test start with it, so that
/// tmux passes UTF-8 and ncurses draws wide characters.
public enum TestLocale {
    #if canImport(Darwin)
    /// The locale's name for LC_ALL and LANG.
    public static let utf8 = "en_US.UTF-8"
    #else
    /// The locale's name for LC_ALL and LANG.
    public static let utf8 = "C.UTF-8"
    #endif
}
