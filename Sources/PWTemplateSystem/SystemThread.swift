#if canImport(Darwin)
@preconcurrency import Darwin
#else
@preconcurrency import Glibc
#endif

/// Detached POSIX threads, for work that blocks (one per connection) and so must not take a
/// thread of Dispatch's bounded pool.
public enum SystemThread {
    private final class Body {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }

    /// Runs `body` on a new detached thread; `false` when the system refuses one.
    @discardableResult
    public static func detach(_ body: @escaping @Sendable () -> Void) -> Bool {
        let box = Unmanaged.passRetained(Body(body)).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        #if canImport(Darwin)
        var thread: pthread_t?
        let result = pthread_create(&thread, &attributes, { raw in
            Unmanaged<Body>.fromOpaque(raw).takeRetainedValue().run()
            return nil
        }, box)
        #else
        var thread = pthread_t()
        let result = pthread_create(&thread, &attributes, { raw in
            Unmanaged<Body>.fromOpaque(raw!).takeRetainedValue().run()
            return nil
        }, box)
        #endif
        if result != 0 { Unmanaged<Body>.fromOpaque(box).release() }
        return result == 0
    }
}
