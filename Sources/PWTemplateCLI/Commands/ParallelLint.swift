import Dispatch
import PWTemplateSyntax
import Synchronization

/// Runs one lint per target on up to ``jobs`` threads and returns the results in target order,
/// so the output is the same whatever the number of jobs.
///
/// Each worker takes the next target from a shared counter, so a slow template does not hold up
/// the others; each lint opens its own archive, and only the finished reports are kept.
struct ParallelLint {
    /// The most targets linted at once; 1 lints on the calling thread.
    var jobs: Int

    /// `lint` applied to every target, in target order.
    func map<Target: Sendable, Result: Sendable>(_ targets: [Target], _ lint: @Sendable (Target) -> Result) -> [Result] {
        let workers = min(jobs, targets.count)
        guard workers > 1 else { return targets.map(lint) }
        let next = Atomic(0)
        let slots = Mutex([Result?](repeating: nil, count: targets.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while case let index = next.add(1, ordering: .relaxed).oldValue, index < targets.count {
                let report = lint(targets[index])
                slots.withLock { $0[index] = report }
            }
        }
        return slots.withLock { $0.map { $0! } }
    }
}
