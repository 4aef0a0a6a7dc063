//! The file of one table: a header, then the codes in compressed blocks.
//!
//! Layout (little-endian):
//!
//! | bytes | field |
//! |---|---|
//! | 8 | magic `DAMAEGTB` |
//! | 4 | format version |
//! | 4 | variant (its place in [`Variant::ALL`]), giveaway (0/1), model (0 exact, 1 strict, 2 relaxed), 0 |
//! | 4 | material: own men, own kings, other men, other kings |
//! | 8 | positions (index slots) |
//! | 4 | slots a block |
//! | 4 | blocks |
//! | 8 × 4 | wins, draws, losses, empty slots |
//! | 4 | the longest distance |
//! | 4 | CRC-32 of every code (two bytes each, little-endian) |
//! | 4 | CRC-32 of the header so far |
//! | 8 × (blocks + 1) | where each block starts, from the end of this table |
//! | 4 × blocks | CRC-32 of each compressed block |
//! | … | the blocks: zstd frames of the codes, one byte each below 255, else 255 and two bytes |
//!
//! Positions are indexed as [`crate::index`] says; blocks let a probe decompress a few
//! kilobytes instead of the table.

use std::io::{self, Write};
use std::path::{Path, PathBuf};

use rules::Variant;

use crate::Material;
use crate::model::Model;
use crate::value::{Code, Value};

const MAGIC: &[u8; 8] = b"DAMAEGTB";
const VERSION: u32 = 1;
/// Slots a block: 32 KiB of codes before compression.
pub(crate) const BLOCK: u32 = 1 << 14;
/// zstd's level: 19 took two fifths of the time of a 4-piece English build, for tables a
/// sixth smaller than 9 makes (423 KiB against 505 KiB).
const LEVEL: i32 = 9;
const HEADER: usize = 8 + 4 + 4 + 4 + 8 + 4 + 4 + 32 + 4 + 4 + 4;

/// What a table holds, as its header says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Header {
    pub variant: Variant,
    pub giveaway: bool,
    pub model: Model,
    pub material: Material,
    pub positions: u64,
    pub blocks: u32,
    pub wins: u64,
    pub draws: u64,
    pub losses: u64,
    /// Index slots no position fills.
    pub empty: u64,
    /// The longest distance of a win or loss.
    pub longest: u16,
    pub(crate) checksum: u32,
}

/// A table file that cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum FileError {
    #[error("{path}: {source}")]
    Io { path: PathBuf, source: io::Error },
    #[error("{path}: not a table of this program (bad magic or version)")]
    NotATable { path: PathBuf },
    #[error("{path}: damaged: {what}")]
    Damaged { path: PathBuf, what: String },
}

/// The file name of a table under a data directory:
/// `<dir>/<variant>[-giveaway]/<model>/<material>.egtb`.
pub fn path(
    dir: &Path,
    variant: Variant,
    giveaway: bool,
    model: Model,
    material: Material,
) -> PathBuf {
    dir.join(set_name(variant, giveaway))
        .join(model.name())
        .join(format!("{material}.egtb"))
}

/// The folder of a variant's tables.
pub fn set_name(variant: Variant, giveaway: bool) -> String {
    if giveaway {
        format!("{}-giveaway", variant.name())
    } else {
        variant.name().to_string()
    }
}

fn model_code(model: Model) -> u8 {
    match model {
        Model::Exact => 0,
        Model::Strict => 1,
        Model::Relaxed => 2,
    }
}

pub(crate) fn checksum(codes: &[Code]) -> u32 {
    let mut hasher = crc32fast::Hasher::new();
    for chunk in codes.chunks(4096) {
        let bytes: Vec<u8> = chunk.iter().flat_map(|c| c.to_le_bytes()).collect();
        hasher.update(&bytes);
    }
    hasher.finalize()
}

fn encode(codes: &[Code]) -> Vec<u8> {
    let mut out = Vec::with_capacity(codes.len());
    for &c in codes {
        if c < 0xFF {
            out.push(c as u8);
        } else {
            out.push(0xFF);
            out.extend_from_slice(&c.to_le_bytes());
        }
    }
    out
}

pub(crate) fn decode(bytes: &[u8], out: &mut Vec<Code>) -> Option<()> {
    out.clear();
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if b < 0xFF {
            out.push(Code::from(b));
            i += 1;
        } else {
            let pair = bytes.get(i + 1..i + 3)?;
            out.push(u16::from_le_bytes([pair[0], pair[1]]));
            i += 3;
        }
    }
    Some(())
}

/// Statistics of a table's codes.
pub(crate) fn header_of(
    variant: Variant,
    giveaway: bool,
    model: Model,
    material: Material,
    codes: &[Code],
) -> Header {
    let mut header = Header {
        variant,
        giveaway,
        model,
        material,
        positions: codes.len() as u64,
        blocks: codes.len().div_ceil(BLOCK as usize) as u32,
        wins: 0,
        draws: 0,
        losses: 0,
        empty: 0,
        longest: 0,
        checksum: checksum(codes),
    };
    for &c in codes {
        match Value::from_code(c) {
            None => header.empty += 1,
            Some(Value::Draw) => header.draws += 1,
            Some(Value::Win(d)) => {
                header.wins += 1;
                header.longest = header.longest.max(d);
            }
            Some(Value::Loss(d)) => {
                header.losses += 1;
                header.longest = header.longest.max(d);
            }
        }
    }
    header
}

/// Writes a table (through a temporary file renamed at the end, so that a reader never sees
/// half a table). Returns its header and size in bytes.
pub fn write(
    dir: &Path,
    variant: Variant,
    giveaway: bool,
    model: Model,
    material: Material,
    codes: &[Code],
) -> Result<(Header, u64), FileError> {
    let path = path(dir, variant, giveaway, model, material);
    let io = |source| FileError::Io {
        path: path.clone(),
        source,
    };
    let header = header_of(variant, giveaway, model, material, codes);
    let mut blocks = Vec::with_capacity(header.blocks as usize);
    for chunk in codes.chunks(BLOCK as usize) {
        blocks.push(zstd::bulk::compress(&encode(chunk), LEVEL).map_err(io)?);
    }
    let mut bytes = Vec::with_capacity(HEADER + blocks.iter().map(Vec::len).sum::<usize>());
    bytes.extend_from_slice(MAGIC);
    bytes.extend_from_slice(&VERSION.to_le_bytes());
    let variant_code = Variant::ALL.iter().position(|&v| v == variant).unwrap_or(0) as u8;
    bytes.extend_from_slice(&[variant_code, u8::from(giveaway), model_code(model), 0]);
    bytes.extend_from_slice(&[
        material.own_men,
        material.own_kings,
        material.opp_men,
        material.opp_kings,
    ]);
    bytes.extend_from_slice(&header.positions.to_le_bytes());
    bytes.extend_from_slice(&BLOCK.to_le_bytes());
    bytes.extend_from_slice(&header.blocks.to_le_bytes());
    for n in [header.wins, header.draws, header.losses, header.empty] {
        bytes.extend_from_slice(&n.to_le_bytes());
    }
    bytes.extend_from_slice(&u32::from(header.longest).to_le_bytes());
    bytes.extend_from_slice(&header.checksum.to_le_bytes());
    let header_crc = crc32fast::hash(&bytes);
    bytes.extend_from_slice(&header_crc.to_le_bytes());
    let mut offset = 0u64;
    bytes.extend_from_slice(&offset.to_le_bytes());
    for block in &blocks {
        offset += block.len() as u64;
        bytes.extend_from_slice(&offset.to_le_bytes());
    }
    for block in &blocks {
        bytes.extend_from_slice(&crc32fast::hash(block).to_le_bytes());
    }
    for block in &blocks {
        bytes.extend_from_slice(block);
    }
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent).map_err(io)?;
    }
    let temporary = path.with_extension("egtb.part");
    let mut file = std::fs::File::create(&temporary).map_err(io)?;
    file.write_all(&bytes).map_err(io)?;
    file.sync_all().map_err(io)?;
    std::fs::rename(&temporary, &path).map_err(io)?;
    Ok((header, bytes.len() as u64))
}

/// A table file's bytes (memory-mapped), checked enough to be read.
pub struct TableFile {
    pub header: Header,
    pub(crate) path: PathBuf,
    bytes: memmap2::Mmap,
    /// Where the offsets, the block checksums and the blocks start.
    offsets: usize,
    crcs: usize,
    data: usize,
}

fn le_u32(b: &[u8], at: usize) -> u32 {
    u32::from_le_bytes(b[at..at + 4].try_into().expect("four bytes"))
}

fn le_u64(b: &[u8], at: usize) -> u64 {
    u64::from_le_bytes(b[at..at + 8].try_into().expect("eight bytes"))
}

impl TableFile {
    /// Maps a table file and reads its header (the blocks are read when probed).
    pub fn open(path: &Path) -> Result<TableFile, FileError> {
        let io = |source| FileError::Io {
            path: path.to_path_buf(),
            source,
        };
        let damaged = |what: &str| FileError::Damaged {
            path: path.to_path_buf(),
            what: what.to_string(),
        };
        let file = std::fs::File::open(path).map_err(io)?;
        // SAFETY: the tables are written once through a rename and never changed in place; a
        // file truncated under us would fault, which is what any reader of a mapped file risks.
        let bytes = unsafe { memmap2::Mmap::map(&file) }.map_err(io)?;
        if bytes.len() < HEADER || &bytes[..8] != MAGIC || le_u32(&bytes, 8) != VERSION {
            return Err(FileError::NotATable {
                path: path.to_path_buf(),
            });
        }
        if crc32fast::hash(&bytes[..HEADER - 4]) != le_u32(&bytes, HEADER - 4) {
            return Err(damaged("the header's checksum does not match"));
        }
        let variant = *Variant::ALL
            .get(bytes[12] as usize)
            .ok_or_else(|| damaged("unknown variant"))?;
        let model = match bytes[14] {
            0 => Model::Exact,
            1 => Model::Strict,
            2 => Model::Relaxed,
            _ => return Err(damaged("unknown model")),
        };
        let material = Material::new(bytes[16], bytes[17], bytes[18], bytes[19]);
        let positions = le_u64(&bytes, 20);
        let block = le_u32(&bytes, 28);
        let blocks = le_u32(&bytes, 32);
        if block != BLOCK || u64::from(blocks) != positions.div_ceil(u64::from(BLOCK)) {
            return Err(damaged("its blocks do not cover its positions"));
        }
        let header = Header {
            variant,
            giveaway: bytes[13] != 0,
            model,
            material,
            positions,
            blocks,
            wins: le_u64(&bytes, 36),
            draws: le_u64(&bytes, 44),
            losses: le_u64(&bytes, 52),
            empty: le_u64(&bytes, 60),
            longest: le_u32(&bytes, 68) as u16,
            checksum: le_u32(&bytes, 72),
        };
        let offsets = HEADER;
        let crcs = offsets + 8 * (blocks as usize + 1);
        let data = crcs + 4 * blocks as usize;
        if bytes.len() < data || (bytes.len() - data) as u64 != le_u64(&bytes, crcs - 8) {
            return Err(damaged("its length does not match its blocks"));
        }
        Ok(TableFile {
            header,
            path: path.to_path_buf(),
            bytes,
            offsets,
            crcs,
            data,
        })
    }

    /// The raw (compressed) bytes of a block.
    fn block_bytes(&self, block: u32) -> &[u8] {
        let at = self.offsets + 8 * block as usize;
        let start = le_u64(&self.bytes, at) as usize;
        let end = le_u64(&self.bytes, at + 8) as usize;
        let (start, end) = (self.data + start.min(end), self.data + end);
        &self.bytes[start.min(self.bytes.len())..end.min(self.bytes.len())]
    }

    /// Decompresses a block's codes; `None` if it is damaged.
    pub(crate) fn block(&self, block: u32, check: bool, out: &mut Vec<Code>) -> Option<()> {
        if block >= self.header.blocks {
            return None;
        }
        let raw = self.block_bytes(block);
        if check && crc32fast::hash(raw) != le_u32(&self.bytes, self.crcs + 4 * block as usize) {
            return None;
        }
        let bytes = zstd::bulk::decompress(raw, 3 * BLOCK as usize).ok()?;
        decode(&bytes, out)?;
        let expected = (self.header.positions - u64::from(block) * u64::from(BLOCK))
            .min(u64::from(BLOCK)) as usize;
        (out.len() == expected).then_some(())
    }

    /// Every code, every block checked; `Err` names what is damaged.
    pub fn codes(&self) -> Result<Vec<Code>, FileError> {
        let damaged = |what: String| FileError::Damaged {
            path: self.path.clone(),
            what,
        };
        let mut all = Vec::with_capacity(self.header.positions as usize);
        let mut block = Vec::new();
        for b in 0..self.header.blocks {
            self.block(b, true, &mut block).ok_or_else(|| {
                damaged(format!("block {b} of {} does not read", self.header.blocks))
            })?;
            all.extend_from_slice(&block);
        }
        if checksum(&all) != self.header.checksum {
            return Err(damaged("the codes' checksum does not match".to_string()));
        }
        let recount = header_of(
            self.header.variant,
            self.header.giveaway,
            self.header.model,
            self.header.material,
            &all,
        );
        if recount != self.header {
            return Err(damaged(
                "the counts in its header do not match its codes".to_string(),
            ));
        }
        Ok(all)
    }

    /// The file's size in bytes.
    pub fn len(&self) -> u64 {
        self.bytes.len() as u64
    }

    pub fn is_empty(&self) -> bool {
        self.bytes.is_empty()
    }
}
