/// `write(2)` by a name nothing shadows: inside a type with a `write` method of its own (as
/// `NcursesTerminal` has) the plain name means the method, and the module-qualified name is
/// different on each C library (`Darwin.write`, `Glibc.write`, `Musl.write`).
func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Darwin)
    Darwin.write(descriptor, bytes, count)
    #elseif canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
    #elseif canImport(Musl)
    Musl.write(descriptor, bytes, count)
    #endif
}
