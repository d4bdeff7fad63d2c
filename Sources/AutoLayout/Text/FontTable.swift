import Foundation

/// One face's metrics in font units, as Tools/generate-font-metrics.py writes them.
struct FontTable: Sendable {
    /// The advances of a run of consecutive code points (0: the face has no glyph for it).
    struct Block: Sendable {
        let first: UInt32
        let advances: [UInt16]
    }

    let unitsPerEm: Int
    let ascender: Int
    let descender: Int
    let lineGap: Int
    let capHeight: Int
    let xHeight: Int
    /// The advance of a character the table does not cover (the face's average advance).
    let fallbackAdvance: Int
    let blocks: [Block]

    /// The advance of a code point in font units, or nil when no block lists it.
    func advance(of value: UInt32) -> Int? {
        for block in blocks where value >= block.first {
            let index = Int(value - block.first)
            guard index < block.advances.count else { continue }
            let advance = block.advances[index]
            return advance == 0 ? nil : Int(advance)
        }
        return nil
    }
}
