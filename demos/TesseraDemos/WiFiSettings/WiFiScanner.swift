import Tessera

/// A simulated scan of the air: a pool of 17 networks, of which some are in range. Each
/// `scan()` may take one out of range, bring one into range and change one's signal, all drawn
/// from a generator seeded with `--seed`, so a seed always gives the same story.
struct WiFiScanner {
    static let names = [
        "Aurora", "Basecamp", "Blue Heron", "Café Lumen", "Cedar Lane", "Coworking 5G", "Driftwood",
        "Fjord Guest", "Harbor View", "Juniper", "Lighthouse", "Maple Court", "Nebula", "Orchard",
        "Quartz Loft", "Tessera Lab", "Willow",
    ]
    /// Never fewer than this many networks in range, besides the one joined.
    static let minimumInRange = 3
    static let maximumInRange = 10

    private(set) var pool: [WiFiNetwork]
    /// Ids of the networks in range, the joined one included.
    private(set) var inRange: Set<Int>
    private var random: SeededRandom

    init(seed: UInt64) {
        random = SeededRandom(seed: seed)
        var networks: [WiFiNetwork] = []
        for (id, name) in Self.names.enumerated() {
            networks.append(WiFiNetwork(id: id, name: name, isSecured: Int.random(in: 0..<4, using: &random) != 0,
                                        signal: Int.random(in: 1...4, using: &random)))
        }
        pool = networks
        let first = Array(pool.indices).shuffled(using: &random).prefix(7)
        inRange = Set(first)
    }

    /// A network to be joined at start: the strongest in range (lowest id among equals).
    var strongestInRange: Int? {
        inRange.max { a, b in (pool[a].signal, -a) < (pool[b].signal, -b) }
    }

    func network(_ id: Int) -> WiFiNetwork { pool[id] }

    /// Networks in range, by name.
    func networksInRange() -> [WiFiNetwork] {
        inRange.map { pool[$0] }.sorted { $0.name < $1.name }
    }

    /// What one scan changed, for the list to animate.
    struct Changes: Equatable {
        var left: Int?
        var arrived: Int?
        /// The network whose signal changed.
        var resignalled: Int?
    }

    /// One scan. `keeping` (the joined network) never leaves range.
    mutating func scan(keeping joined: Int?) -> Changes {
        var changes = Changes()
        let leavable = inRange.filter { $0 != joined }.sorted()
        if leavable.count > Self.minimumInRange, Bool.random(using: &random) {
            let gone = leavable[Int.random(in: 0..<leavable.count, using: &random)]
            inRange.remove(gone)
            changes.left = gone
        }
        let away = pool.indices.filter { !inRange.contains($0) }
        if inRange.count < Self.maximumInRange, !away.isEmpty, Bool.random(using: &random) {
            let back = away[Int.random(in: 0..<away.count, using: &random)]
            inRange.insert(back)
            changes.arrived = back
        }
        let present = inRange.sorted()
        if !present.isEmpty {
            let id = present[Int.random(in: 0..<present.count, using: &random)]
            let step = Bool.random(using: &random) ? 1 : -1
            let signal = min(4, max(1, pool[id].signal + step))
            if signal != pool[id].signal {
                pool[id].signal = signal
                changes.resignalled = id
            }
        }
        return changes
    }
}
