/// The one-argument handler of a `sigaction`, by one name. The field lives in a union that each
/// C library spells its own way: glibc `__sigaction_handler.sa_handler`, musl
/// `__sa_handler.sa_handler`, Darwin `__sigaction_u.__sa_handler` (`sa_handler` is a C macro,
/// which Swift does not import). `TerminalGuard` reads and writes handlers only through this.
extension sigaction {
    /// The handler (`SIG_DFL`, `SIG_IGN` or a function); nil reads as `SIG_DFL` (0).
    var handler: (@convention(c) (Int32) -> Void)? {
        get {
            #if canImport(Darwin)
            __sigaction_u.__sa_handler
            #elseif canImport(Glibc)
            __sigaction_handler.sa_handler
            #elseif canImport(Musl)
            __sa_handler.sa_handler
            #endif
        }
        set {
            #if canImport(Darwin)
            __sigaction_u.__sa_handler = newValue
            #elseif canImport(Glibc)
            __sigaction_handler.sa_handler = newValue
            #elseif canImport(Musl)
            __sa_handler.sa_handler = newValue
            #endif
        }
    }
}
