import protobuf from 'protobufjs';

/**
 * Writes the embedding-bag classifier as ONNX (opset 13), keeping the input sparse: a batch is [N, L] bucket
 * numbers with [N, L] weights (0 for padding), never a dense [N, buckets] matrix.
 *   Gather(E, indices) [N,L,H] · Unsqueeze(weights) [N,L,1] → ReduceSum over L → +b1 → Relu → MatMul W2 → +b2 → Softmax
 * The layout writer (../onnx-writer.ts) stays as it is; this one also needs int64 tensors and node attributes.
 * Field numbers are those of the official onnx.proto.
 */
const ONNX_PROTO = `
syntax = "proto3";
package onnx;
message TensorProto { repeated int64 dims = 1; int32 data_type = 2; string name = 8; bytes raw_data = 9; }
message AttributeProto { string name = 1; int64 i = 3; int32 type = 20; }
message NodeProto {
  repeated string input = 1; repeated string output = 2; string name = 3; string op_type = 4;
  repeated AttributeProto attribute = 5;
}
message TensorShapeProto {
  message Dimension { oneof value { int64 dim_value = 1; string dim_param = 2; } }
  repeated Dimension dim = 1;
}
message TypeProto {
  message Tensor { int32 elem_type = 1; TensorShapeProto shape = 2; }
  oneof value { Tensor tensor_type = 1; }
}
message ValueInfoProto { string name = 1; TypeProto type = 2; }
message GraphProto {
  repeated NodeProto node = 1; string name = 2; repeated TensorProto initializer = 5;
  repeated ValueInfoProto input = 11; repeated ValueInfoProto output = 12;
}
message OperatorSetIdProto { string domain = 1; int64 version = 2; }
message StringStringEntryProto { string key = 1; string value = 2; }
message ModelProto {
  int64 ir_version = 1; string producer_name = 2; string producer_version = 3; string doc_string = 6;
  GraphProto graph = 7; repeated OperatorSetIdProto opset_import = 8; repeated StringStringEntryProto metadata_props = 14;
}`;

const FLOAT = 1;
const INT64 = 7;
const ATTRIBUTE_INT = 2;

/** The trained parameters: E [buckets × hidden], b1 [hidden], W2 [hidden × classes] row-major, b2 [classes]. */
export interface EmbeddingBagWeights {
  buckets: number;
  hidden: number;
  classes: number;
  E: Float32Array;
  b1: Float32Array;
  W2: Float32Array;
  b2: Float32Array;
}

function floatTensor(name: string, dims: number[], data: Float32Array) {
  const bytes = Buffer.alloc(data.length * 4);
  data.forEach((v, i) => bytes.writeFloatLE(v, i * 4));
  return { name, dims, dataType: FLOAT, rawData: bytes };
}

function int64Tensor(name: string, values: number[]) {
  const bytes = Buffer.alloc(values.length * 8);
  values.forEach((v, i) => bytes.writeBigInt64LE(BigInt(v), i * 8));
  return { name, dims: [values.length], dataType: INT64, rawData: bytes };
}

function valueInfo(name: string, elemType: number, dims: Array<number | string>) {
  const dim = dims.map((d) => (typeof d === 'number' ? { dimValue: d } : { dimParam: d }));
  return { name, type: { tensorType: { elemType, shape: { dim } } } };
}

function node(opType: string, input: string[], output: string, attribute: object[] = []) {
  return { name: output, opType, input, output: [output], attribute };
}

/** ONNX bytes: inputs `indices` int64 [N, L] and `weights` float [N, L] → output `probs` float [N, classes]. */
export function writeEmbeddingBagOnnx(m: EmbeddingBagWeights, metadata: Record<string, string>): Buffer {
  const root = protobuf.parse(ONNX_PROTO, { keepCase: false }).root;
  const Model = root.lookupType('onnx.ModelProto');
  const nodes = [
    node('Gather', ['E', 'indices'], 'rows', [{ name: 'axis', i: 0, type: ATTRIBUTE_INT }]),
    node('Unsqueeze', ['weights', 'axis2'], 'w3'),
    node('Mul', ['rows', 'w3'], 'weighted'),
    node('ReduceSum', ['weighted', 'axis1'], 'bag', [{ name: 'keepdims', i: 0, type: ATTRIBUTE_INT }]),
    node('Add', ['bag', 'b1'], 'z1'),
    node('Relu', ['z1'], 'h'),
    node('MatMul', ['h', 'W2'], 'mm2'),
    node('Add', ['mm2', 'b2'], 'z2'),
    node('Softmax', ['z2'], 'probs', [{ name: 'axis', i: -1, type: ATTRIBUTE_INT }]),
  ];
  const message = Model.fromObject({
    irVersion: 8,
    producerName: 'capture-train-banktxn',
    producerVersion: '1',
    docString: 'Bank-transaction category classifier (capture): hashed text features, embedding bag, one hidden layer',
    opsetImport: [{ domain: '', version: 13 }],
    metadataProps: Object.entries(metadata).map(([key, value]) => ({ key, value })),
    graph: {
      name: 'banktxn',
      node: nodes,
      initializer: [
        floatTensor('E', [m.buckets, m.hidden], m.E),
        floatTensor('b1', [m.hidden], m.b1),
        floatTensor('W2', [m.hidden, m.classes], m.W2),
        floatTensor('b2', [m.classes], m.b2),
        int64Tensor('axis1', [1]),
        int64Tensor('axis2', [2]),
      ],
      input: [valueInfo('indices', INT64, ['N', 'L']), valueInfo('weights', FLOAT, ['N', 'L'])],
      output: [valueInfo('probs', FLOAT, ['N', m.classes])],
    },
  });
  return Buffer.from(Model.encode(message).finish());
}
