import DemoApp
import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

/// Link landing contracts: the explorer opens every link from every state it reaches and checks
/// where it lands against the contract of its pattern.
@MainActor
@Suite struct LinkLandingTests {
    /// The gallery's one contract: the picture on top of the gallery's stack, from anywhere.
    static let pictureInTheGallery = LinkLanding("picture/:id", .screens(GalleryScreen.self, PictureScreen.self))

    @Test func aLinkThatLandsWhereItsContractSaysFromEveryStateGivesNoFinding() async throws {
        let explorer = try GalleryApp.explorer()
        explorer.expectLandings([Self.pictureInTheGallery])
        let report = await explorer.explore(depth: 6)
        #expect(report.findings.isEmpty, "\(report)")
        #expect(report.isComplete, "\(report)")
        // From the gallery, a picture, the sheet, and the about tab.
        #expect(report.landings.broken.isEmpty, "\(report.landings)")
        #expect(report.landings.cells.allSatisfy { $0.isAsContracted == true }, "\(report.landings)")
        // A sheet covers the tabs and the gallery's screen, so it is never up over a picture
        // or the about tab.
        #expect(report.landings.origins.count == 4, "\(report.landings)")
        #expect(report.appsNotReleased == 0, "\(report)")
    }

    @Test func aLinkThatLandsBehindTheSheetIsFoundWithItsShortestSequence() async throws {
        let explorer = try GalleryApp.explorer(.linkKeepsTheSheet)
        explorer.expectLandings([Self.pictureInTheGallery])
        let report = await explorer.explore(depth: 4)
        let finding = try #require(report.findings.first, "\(report)")
        #expect(report.findings.count == 1 || report.findings.allSatisfy { $0.kind == .linkLandedElsewhere })
        #expect(finding.kind == .linkLandedElsewhere)
        #expect(
            finding.message
                == "link gallery://picture/1 from GalleryScreen > SheetScreen landed on GalleryScreen > PictureScreen > SheetScreen; "
                + "the contract of picture/:id says GalleryScreen > PictureScreen")
        #expect(
            finding.actions == [
                .intent(screen: [0, 0, 0], type: "GalleryScreen", index: 1, label: "showSheet"),
                .link("gallery://picture/1"),
            ])
        // The pasted reproduction finds it again.
        let replayed = await FlowReplay(actions: finding.actions).run(in: explorer)
        #expect(replayed.findings.map(\.kind) == [.linkLandedElsewhere], "\(replayed.findings)")
        #expect(report.appsNotReleased == 0, "\(report)")
    }

    @Test func aLinkRefusedWhereItsContractSaysItMustLandIsFound() async throws {
        let explorer = try GalleryApp.explorer(.linkRefusedOffTheGalleryTab)
        explorer.expectLandings([Self.pictureInTheGallery])
        let report = await explorer.explore(depth: 4)
        let finding = try #require(report.findings.first, "\(report)")
        #expect(finding.kind == .linkRefused)
        #expect(
            finding.message
                == "link gallery://picture/1 from AboutScreen was refused: step 0 (picture(id: 1)): no coordinator on the way "
                + "takes it; the contract of picture/:id says GalleryScreen > PictureScreen")
        #expect(finding.actions == [.selectTab(tabs: [0], index: 1), .link("gallery://picture/1")])
        // Its own REJECTED line is judged by the contract, not reported as well.
        #expect(!report.findings.contains { $0.kind == .rejectedOperation }, "\(report)")
        #expect(report.appsNotReleased == 0, "\(report)")
    }

    @Test func aRefusalTheContractExpectsIsNoFinding() async throws {
        let explorer = try GalleryApp.explorer(.linkRefusedOffTheGalleryTab)
        explorer.expectLandings([
            LinkLanding("gallery://picture/:id", .refused(atStep: 0), when: { $0.shows(AboutScreen.self) }),
            Self.pictureInTheGallery,
        ])
        let report = await explorer.explore(depth: 6)
        #expect(report.findings.isEmpty, "\(report)")
        #expect(report.landings.cells.allSatisfy { $0.isAsContracted == true }, "\(report.landings)")
    }

    @Test func aLinkWithNoContractIsRecordedButNotChecked() async throws {
        let report = try await GalleryApp.explorer(.linkKeepsTheSheet).explore(depth: 3)
        #expect(report.findings.isEmpty, "\(report)")
        #expect(!report.landings.cells.isEmpty && report.landings.cells.allSatisfy { $0.expectation == nil })
    }

    @Test func theLinkByStateTablePrintsOneAlignedLinePerScreenPath() async throws {
        let explorer = try GalleryApp.explorer(.linkRefusedOffTheGalleryTab)
        explorer.expectLandings([Self.pictureInTheGallery])
        explorer.maximumFindings = 100
        let report = await explorer.explore(depth: 2)
        #expect(
            report.landings.description == """
                link x state: 1 links x 4 screen paths, 4 cells, 4 links opened, 4 checked against a contract, \
                1 not as contracted
                gallery://picture/1
                  from GalleryScreen                  -> GalleryScreen > PictureScreen                                         ok  (1 state)
                  from AboutScreen                    -> refused: step 0 (picture(id: 1)): no coordinator on the way takes it  \
                WRONG, contract: GalleryScreen > PictureScreen  (1 state)
                  from GalleryScreen > PictureScreen  -> GalleryScreen > PictureScreen                                         ok  (1 state)
                  from GalleryScreen > SheetScreen    -> GalleryScreen > PictureScreen                                         ok  (1 state)
                """)
    }

    @Test func theDemoAppsLinksLandAsItsContractsSay() async {
        let explorer = DemoExplorer.make()
        explorer.maximumFindings = 1_000
        let report = await explorer.explore(depth: 6)
        print(report.summary)
        print(report.landings)
        #expect(report.findings.isEmpty, "\(report)")
        #expect(report.landings.broken.isEmpty, "\(report.landings)")
        #expect(report.appsNotReleased == 0, "\(report)")
    }

    @Test func aReproductionPastedFromTheDemosExplorationJudgesItsLinksByTheDemosContracts() async {
        // What a pasted reproduction runs: the demo's explorer, contracts included, as
        // `stream-demo --explore` used it.
        let explorer = DemoExplorer.make()
        #expect(explorer.reproductionExpression == "DemoExplorer.make()")
        #expect(
            DemoExplorer.make(rememberedUser: "ada").reproductionExpression
                == "DemoExplorer.make(rememberedUser: \"ada\")")
        // Signed out, no flow takes a link: the contract says it is refused at its first step, so
        // its REJECTED line is no finding (no blanket allowance of that line is left).
        let run = await FlowReplay(actions: [.link("inbox/2"), .link("settings/account")]).run(in: explorer)
        #expect(run.findings.isEmpty, "\(run.findings)")
        #expect(run.log.contains("app: REJECTED deep link: step 0: no coordinator takes show(id: 2)"), "\(run.log)")
        #expect(run.isReleased)
    }

    @Test func theAccountLinkWhileTheAccountIsShownKeepsOneAccountScreen() async throws {
        let recorder = await FlowRecorder(DemoExplorer.make(rememberedUser: "ada"))
        try await recorder.perform(.selectTab(tabs: [0], index: 1))
        let account = recorder.availableActions.first {
            guard case .intent(_, "SettingsScreen", _, "account") = $0 else { return false }
            return true
        }
        try await recorder.perform(try #require(account, "\(recorder.availableActions)"))
        try await recorder.perform(.link("settings/account"))
        #expect(recorder.app?.screenPath == ["SettingsScreen", "AccountScreen"])
        let replay = recorder.finish()
        // Pasted as a reproduction: the contract of settings/account is checked, and holds.
        let run = await replay.run(in: DemoExplorer.make(rememberedUser: "ada"))
        #expect(run.findings.isEmpty, "\(run.findings)")
        #expect(run.log == replay.expectedLog)
        #expect(run.isReleased)
    }

    @Test func theScreenPathIsWhatTheUserSeesBottomFirst() throws {
        // snippet: screen-path
        let app = DemoExplorer.makeApp()
        try app.tree.start()
        #expect(app.screenPath == ["WelcomeScreen"])
        // end snippet
        app.tree.cancel()
    }
}
