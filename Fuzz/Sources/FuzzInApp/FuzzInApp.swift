import FuzzSupport

/// An In-App API message file (`*.inapp.json`) of any bytes: its lint, safe fixes and `resolve`
/// (``KindFuzzing``).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInApp(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    KindFuzzing.run(FuzzInput(data, count: count).bytes, kind: "inapp")
    return 0
}
