import PWTemplateKinds
import PWTemplateLint
import PWTemplateSyntax
import Testing

/// A cross-kind class of findings has one severity in every kind that reports it, and the
/// dead-button class is reported by every kind.
@Suite struct FindingClassTests {
    @Test(arguments: FindingClass.all)
    func everyRuleOfAClassHasItsSeverity(_ findingClass: FindingClass) {
        let members = KindRegistry.standard.rules.filter { $0.findingClass == findingClass }
        #expect(!members.isEmpty)
        #expect(members.allSatisfy { $0.defaultSeverity == findingClass.severity }, "\(members.map { "\($0.id) \($0.defaultSeverity)" })")
    }

    @Test func everyKindReportsADeadButtonWithTheClassSeverity() {
        for kind in KindRegistry.standard.kinds {
            let dead = kind.rules.filter { $0.findingClass == .deadControl }
            #expect(!dead.isEmpty, "\(kind.id) has no rule for a button that does nothing")
        }
    }
}
