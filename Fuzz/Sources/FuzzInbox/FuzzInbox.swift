import FuzzSupport

/// An InboxKit message file (`*.inbox.json`) of any bytes: its lint, safe fixes and `resolve`
/// (``KindFuzzing``).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInbox(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    KindFuzzing.run(FuzzInput(data, count: count).bytes, kind: "inbox")
    return 0
}
