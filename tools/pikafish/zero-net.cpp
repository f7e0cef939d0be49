// Writes an NNUE network file for Pikafish whose every weight and bias is zero, so that its
// evaluation is 0 in every position. No Pikafish network can be had here (docs/ENGINES.md,
// "Report: Pikafish"); with this one the engine searches as it always does — mates, stalemates
// and its repetition rules, which live in the search (Position::rule_judge) — and only the
// evaluation is blank.
//
// Built by .ci/pikafish against the headers of the Pikafish source it builds (outside this
// repository), with the flags of that build; it uses Pikafish's own types and writers, so the
// network has exactly the layout and hash values the engine reads. Pikafish reads its network
// through zstd; the file is one zstd frame of raw (stored) blocks, as the zstd format
// (RFC 8878) allows, so that no compressor is needed. Nothing of Pikafish is copied here.
//
//   zero-net OUT.nnue

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>

#include "nnue/network.h"
#include "nnue/nnue_architecture.h"
#include "nnue/nnue_common.h"
#include "nnue/nnue_feature_transformer.h"

using namespace Stockfish;
using namespace Stockfish::Eval::NNUE;

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: zero-net OUT.nnue\n");
        return 2;
    }
    const std::string description =
      "qili: every weight and bias zero (tools/pikafish/zero-net.cpp); evaluation 0 everywhere";
    // Value-initialised: every array zero.
    auto transformer  = std::make_unique<FeatureTransformer>();
    auto architecture = std::make_unique<NetworkArchitecture>();

    std::stringstream out;
    write_little_endian<u32>(out, Version);
    write_little_endian<u32>(out, FeatureTransformer::get_hash_value()
                                    ^ NetworkArchitecture::get_hash_value());
    write_little_endian<u32>(out, u32(description.size()));
    out.write(description.data(), std::streamsize(description.size()));
    write_little_endian<u32>(out, FeatureTransformer::get_hash_value());
    bool ok = transformer->write_parameters(out);
    for (IndexType i = 0; ok && i < LayerStacks; ++i)
    {
        write_little_endian<u32>(out, NetworkArchitecture::get_hash_value());
        ok = architecture->write_parameters(out);
    }
    if (!ok || !out)
    {
        std::fprintf(stderr, "zero-net: could not serialise the network\n");
        return 1;
    }
    const std::string net = out.str();

    // A zstd frame (RFC 8878, 3.1.1): magic number; frame header descriptor 0 (no single
    // segment, no content size, no checksum, no dictionary); window descriptor 0x38 (a 128 KiB
    // window); then raw blocks of at most 128 KiB, each with its 3-byte header
    // (last-block bit, block type 0 = raw, size), the last one marked.
    std::ofstream file(argv[1], std::ios::binary);
    const unsigned char head[] = {0x28, 0xB5, 0x2F, 0xFD, 0x00, 0x38};
    file.write(reinterpret_cast<const char*>(head), sizeof head);
    const std::size_t block = 128 * 1024;
    for (std::size_t at = 0; at < net.size(); at += block)
    {
        const std::size_t n    = std::min(block, net.size() - at);
        const bool        last = at + n == net.size();
        const std::size_t h    = (n << 3) | (last ? 1 : 0);
        const unsigned char bh[] = {static_cast<unsigned char>(h & 0xFF),
                                    static_cast<unsigned char>((h >> 8) & 0xFF),
                                    static_cast<unsigned char>((h >> 16) & 0xFF)};
        file.write(reinterpret_cast<const char*>(bh), sizeof bh);
        file.write(net.data() + at, std::streamsize(n));
    }
    file.close();
    if (!file)
    {
        std::fprintf(stderr, "zero-net: could not write %s\n", argv[1]);
        return 1;
    }
    return 0;
}
