import Tessera
import TesseraExampleLayouts

/// `tessera-demos wifi`: Settings › Wi-Fi as an inset-grouped list. The first section holds the
/// Wi-Fi switch and the network joined (with a checkmark); the second the other networks in
/// range, each with its signal (▂▄▆█) and a lock when secured. A simulated scanner changes the
/// networks every 2 seconds (seeded by `--seed`) and the list animates; Space or Enter on the
/// switch turns Wi-Fi off (the joined network and the whole list leave) and on again; Enter on
/// a network joins it, and the one joined before goes back to the list.
public final class WiFiSettingsScreen: View {
    enum Section: Hashable { case config, networks }

    enum Item: Hashable {
        case wifiSwitch
        case network(Int)
    }

    static let scanInterval: Duration = .seconds(2)

    let title = TitleBar(title: "Settings › Wi-Fi", subtitle: "a scan every 2 s adds and removes networks")
    let collectionView = WiFiListView(collectionViewLayout: ExampleLayouts.wifiSettings())
    let hintBar = HintBar()
    private var dataSource: CollectionViewDiffableDataSource<Section, Item>!
    private let animated: Bool

    private(set) var isWiFiEnabled = true
    private(set) var joinedNetwork: Int?
    private(set) var scanner: WiFiScanner

    public init(context: DemoContext) {
        scanner = WiFiScanner(seed: context.options.seed)
        joinedNetwork = scanner.strongestInRange
        animated = context.options.animationsEnabled
        super.init()

        let stack = StackView()
        stack.addArrangedSubview(title, height: .fixed(1))
        stack.addArrangedSubview(collectionView, height: .flexible())
        stack.addArrangedSubview(hintBar, height: .fixed(1))
        addSubview(stack)

        collectionView.reducedMotion = collectionView.reducedMotion || !animated
        collectionView.delegate = self
        collectionView.actionForFocusedRow = { [weak self] in self?.actionForFocusedRow() }
        configureDataSource()
        showState(animated: false)
        collectionView.focusItem(at: IndexPath(item: 0, section: 0))
        startScanning(context: context)
    }

    public override func layoutSubviews() {
        subviews.first?.frame = bounds
    }

    // MARK: Cells

    private func configureDataSource() {
        let switchCell = CollectionView.CellRegistration<CollectionViewListCell, Bool> { [weak self] cell, _, isOn in
            var content = cell.defaultContentConfiguration()
            content.text = "Wi-Fi"
            cell.contentConfiguration = content
            cell.backgroundConfiguration = .listGroupedCell()
            cell.accessories = [.toggle(isOn: isOn) { on in self?.setWiFiEnabled(on) }]
        }
        let networkCell = CollectionView.CellRegistration<CollectionViewListCell, (network: WiFiNetwork, joined: Bool)> { cell, _, row in
            var content = cell.defaultContentConfiguration()
            content.text = row.network.name
            cell.contentConfiguration = content
            cell.backgroundConfiguration = .listGroupedCell()
            let lock = CellAccessory.CustomViewConfiguration(customView: "🔒", placement: .trailing(), isHidden: !row.network.isSecured,
                                                             reservedLayoutWidth: 2)
            cell.accessories = [.customView(configuration: lock), .label(text: row.network.signalBars)]
                + (row.joined ? [.checkmark()] : [])
            cell.accessibilityValue = row.joined ? "connected, " + row.network.accessibilityWords : row.network.accessibilityWords
        }
        let header = CollectionView.SupplementaryRegistration<CollectionViewListCell>(elementKind: CollectionView.elementKindSectionHeader) {
            [weak self] cell, _, path in
            var content = ListContentConfiguration.groupedHeader()
            content.text = self?.headerText(forSection: path.section)
            cell.contentConfiguration = content
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { [weak self] view, path, item in
            guard let self else { return nil }
            switch item {
            case .wifiSwitch:
                return view.dequeueConfiguredReusableCell(using: switchCell, for: path, item: isWiFiEnabled)
            case .network(let id):
                return view.dequeueConfiguredReusableCell(using: networkCell, for: path,
                                                          item: (scanner.network(id), id == joinedNetwork))
            }
        }
        dataSource.supplementaryViewProvider = { view, _, path in
            view.dequeueConfiguredReusableSupplementary(using: header, for: path)
        }
    }

    private func headerText(forSection index: Int) -> String? {
        switch dataSource.sectionIdentifier(for: index) {
        case .config: "Connection"
        case .networks: "Choose a network…"
        case nil: nil
        }
    }

    // MARK: State

    /// The networks listed below the joined one: in range, by name.
    var otherNetworks: [WiFiNetwork] {
        scanner.networksInRange().filter { $0.id != joinedNetwork }
    }

    /// Builds the snapshot for the current state and applies it; `changed` are rows whose
    /// identity stayed but whose look did not (the switch, a signal).
    private func showState(animated: Bool, changed: [Item] = []) {
        var snapshot = DiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections([.config])
        snapshot.appendItems([.wifiSwitch], toSection: .config)
        if isWiFiEnabled {
            if let joinedNetwork { snapshot.appendItems([.network(joinedNetwork)], toSection: .config) }
            snapshot.appendSections([.networks])
            snapshot.appendItems(otherNetworks.map { .network($0.id) }, toSection: .networks)
        }
        snapshot.reconfigureItems(changed.filter { snapshot.indexOfItem($0) != nil })
        dataSource.apply(snapshot, animatingDifferences: animated && self.animated)
        hintBar.status = isWiFiEnabled ? "\(scanner.inRange.count) networks in range" : "Wi-Fi is off"
    }

    func setWiFiEnabled(_ on: Bool) {
        guard on != isWiFiEnabled else { return }
        isWiFiEnabled = on
        showState(animated: true, changed: [.wifiSwitch])
    }

    /// Joins a network in range: it moves up beside the switch and the one joined before moves
    /// back into the list.
    func join(_ id: Int) {
        guard isWiFiEnabled, id != joinedNetwork, scanner.inRange.contains(id) else { return }
        let previous = joinedNetwork
        joinedNetwork = id
        showState(animated: true, changed: [.network(id)] + (previous.map { [.network($0)] } ?? []))
    }

    /// Scans every `scanInterval` until the demo closes, as an app writes it: a task on the
    /// main actor that sleeps between scans. It sleeps on the loop's clock
    /// (`Application.sleep(for:)`) rather than `Task.sleep`, so that tests stepping time and
    /// the key storm's replay of a recorded run see every scan at the turn it happened.
    private func startScanning(context: DemoContext) {
        let application = context.application
        let scanning = Task { [weak self] in
            while true {
                do { try await application.sleep(for: Self.scanInterval) } catch { return }  // cancelled: the demo closed
                guard let self else { return }
                self.scan()
            }
        }
        context.onClose { scanning.cancel() }
    }

    /// The scanner's turn: nothing is scanned while Wi-Fi is off.
    func scan() {
        guard isWiFiEnabled else { return }
        let changes = scanner.scan(keeping: joinedNetwork)
        showState(animated: true, changed: changes.resignalled.map { [.network($0)] } ?? [])
    }

    func itemIdentifier(at indexPath: IndexPath) -> Item? { dataSource.itemIdentifier(for: indexPath) }

    private func actionForFocusedRow() -> String? {
        guard let path = collectionView.indexPathForFocusedItem else { return nil }
        switch dataSource.itemIdentifier(for: path) {
        case .wifiSwitch: return isWiFiEnabled ? "turn Wi-Fi off" : "turn Wi-Fi on"
        case .network(let id) where id != joinedNetwork: return "join"
        default: return nil
        }
    }
}

extension WiFiSettingsScreen: CollectionViewDelegate {
    /// Enter on a network joins it. (On the switch's row Enter flips the switch; it arrives here
    /// only when the row's cell was not drawn yet, so it is flipped here instead.)
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath)
        switch dataSource.itemIdentifier(for: indexPath) {
        case .wifiSwitch: setWiFiEnabled(!isWiFiEnabled)
        case .network(let id): join(id)
        case nil: break
        }
    }
}
