// The C library, whichever this system has: Darwin's, glibc or musl (Alpine, Swift's static
// Linux SDK). This is the one place TesseraTerminal names it; every other file uses the POSIX
// calls it brings (poll, read, tcsetattr, sigaction…) without an import of its own.
// (An exported import is visible to every file of the module; clients that import Foundation
// see the same module through it anyway.)
#if canImport(Darwin)
@_exported import Darwin
#elseif canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#endif
