import protobuf from 'protobufjs';
import type { Layer } from './mlp';

/**
 * Writes the trained perceptron as an ONNX model: MatMul + Add (+ Relu) per layer, Softmax at the end.
 * Only the part of onnx.proto our graphs need is declared here (the bank-transaction writer uses it too); the
 * field numbers are the official ones, so onnxruntime (and any ONNX tool) reads the file as it would one exported
 * by PyTorch. A node without attributes encodes the same as before attributes were declared.
 */
export const ONNX_PROTO = `
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

export const FLOAT = 1;
export const INT64 = 7;

export function floatTensor(name: string, dims: number[], data: Float32Array) {
  const bytes = Buffer.alloc(data.length * 4);
  data.forEach((v, i) => bytes.writeFloatLE(v, i * 4));
  return { name, dims, dataType: FLOAT, rawData: bytes };
}

export function valueInfo(name: string, dims: Array<number | string>, elemType = FLOAT) {
  const dim = dims.map((d) => (typeof d === 'number' ? { dimValue: d } : { dimParam: d }));
  return { name, type: { tensorType: { elemType, shape: { dim } } } };
}

/** ONNX bytes for `layers`: input "features" [cells, inputs] → output "probs" [cells, classes]. */
export function writeOnnx(layers: Layer[], metadata: Record<string, string>): Buffer {
  const root = protobuf.parse(ONNX_PROTO, { keepCase: false }).root;
  const Model = root.lookupType('onnx.ModelProto');
  const nodes: object[] = [];
  const initializer: object[] = [];
  let input = 'features';
  layers.forEach((L, i) => {
    initializer.push(floatTensor(`w${i}`, [L.inputs, L.outputs], L.w), floatTensor(`b${i}`, [L.outputs], L.b));
    nodes.push({ name: `matmul${i}`, opType: 'MatMul', input: [input, `w${i}`], output: [`mm${i}`] });
    nodes.push({ name: `add${i}`, opType: 'Add', input: [`mm${i}`, `b${i}`], output: [`z${i}`] });
    input = `z${i}`;
    if (i < layers.length - 1) {
      nodes.push({ name: `relu${i}`, opType: 'Relu', input: [input], output: [`h${i}`] });
      input = `h${i}`;
    }
  });
  nodes.push({ name: 'softmax', opType: 'Softmax', input: [input], output: ['probs'] });
  const last = layers[layers.length - 1];
  const message = Model.fromObject({
    irVersion: 8,
    producerName: 'capture-train',
    producerVersion: '1',
    docString: 'Cell role classifier for invoice and receipt layouts (capture)',
    opsetImport: [{ domain: '', version: 13 }],
    metadataProps: Object.entries(metadata).map(([key, value]) => ({ key, value })),
    graph: {
      name: 'layout',
      node: nodes,
      initializer,
      input: [valueInfo('features', ['cells', layers[0].inputs])],
      output: [valueInfo('probs', ['cells', last.outputs])],
    },
  });
  return Buffer.from(Model.encode(message).finish());
}
