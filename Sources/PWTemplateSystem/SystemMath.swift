#if canImport(Darwin)
@preconcurrency import Darwin
#else
@preconcurrency import Glibc
#endif

/// Floating-point functions of the C maths library that the standard library lacks.
package enum SystemMath {
    /// `base` raised to `exponent` (C `pow`).
    package static func power(_ base: Double, _ exponent: Double) -> Double {
        pow(base, exponent)
    }
}
